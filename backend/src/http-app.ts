import { type NestApplicationOptions, RequestMethod } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { type RequestHandler } from 'express';
import helmet from 'helmet';
import type Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { type Logger as Pino } from 'pino';
import { ADMIN_TOOLS } from '@stairs/contracts';
import { adminSessionOnly } from './auth/admin-session-only';
import { createSessionMiddleware } from './auth/session';
import { bodyParserErrorHandler } from './common/body-parser-errors';
import { inputGuard } from './common/input-guard';
import { verifyJsonUtf8 } from './common/utf8-body';
import { ROOT_LOGGER } from './common/logging.module';
import { requestLog } from './common/request-log';
import { sameOriginWrites } from './common/same-origin-writes';
import { type AppConfig } from './config';
import { queueBoardRouter } from './operations/queue-board';
import { REDIS_CLIENT } from './redis/redis.module';

export const API_PREFIX = 'api';
/** Routes served outside /api (the gateway and nginx forward these paths): stored images, sitemap, robots.txt. */
export const UNPREFIXED_ROUTES = [
  { path: 'objects/*key', method: RequestMethod.GET },
  { path: 'sitemap.xml', method: RequestMethod.GET },
  { path: 'robots.txt', method: RequestMethod.GET },
];

/** Body parsing is set up in configureHttpApp (JSON only; German parse errors). */
export const HTTP_APP_OPTIONS: NestApplicationOptions = { bufferLogs: true, bodyParser: false };

/**
 * Everything about the HTTP process that is not a Nest module: used by main.ts and by the tests, so the
 * tests exercise the real middleware order (request log → security headers → same-origin check → body parsing →
 * session → routes).
 */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.use(requestLog(app.get<Pino>(ROOT_LOGGER)));
  app.set('trust proxy', config.trustProxy);
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_ROUTES });
  app.use(
    helmet({
      // Plain http on localhost in development: upgrading or pinning to https would break the docs page.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: config.isProduction ? [] : null } },
      strictTransportSecurity: config.isProduction,
    }),
  );
  // Before anything reads the body: a write from another site is refused at once.
  app.use(sameOriginWrites(config));
  app.useBodyParser('json', { limit: '100kb', verify: verifyJsonUtf8 });
  app.use(bodyParserErrorHandler);
  app.use(inputGuard);
  app.use(createSessionMiddleware(config, app.get<Redis>(REDIS_CLIENT)));
  // Admin data and session state must never come from a browser or proxy cache.
  app.use(
    [`/${API_PREFIX}/admin`, `/${API_PREFIX}/auth`, ADMIN_TOOLS.apiDocs, ADMIN_TOOLS.apiDocument],
    noStore,
  );
  // The admin tools are web apps of their own, outside Nest's controllers and its AdminGuard: guarded here.
  app.use(ADMIN_TOOLS.queueBoard, adminSessionOnly, queueBoardRouter(app));
  if (config.api.docs) {
    app.use([ADMIN_TOOLS.apiDocs, ADMIN_TOOLS.apiDocument], adminSessionOnly);
    setupOpenApi(app, config);
  }
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function setupOpenApi(app: NestExpressApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.site.companyName} – API`)
      .setDescription(
        'Rechner, Anfragen und Verwaltung. Admin-Aufrufe brauchen die Sitzung aus POST /api/auth/login.',
      )
      .setVersion('1')
      .addCookieAuth(config.session.cookieName)
      .build(),
  );
  SwaggerModule.setup(ADMIN_TOOLS.apiDocs.slice(1), app, document, {
    jsonDocumentUrl: ADMIN_TOOLS.apiDocument.slice(1),
    raw: ['json'],
  });
}
