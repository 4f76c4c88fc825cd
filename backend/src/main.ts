import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { API_KEEP_ALIVE_TIMEOUT_MS } from '@stairs/contracts';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { loadConfig } from './config';
import { ensureDatabase } from './database/ensure-database';
import { installGracefulShutdown } from './graceful-shutdown';
import { configureHttpApp, HTTP_APP_OPTIONS } from './http-app';

/** API process: HTTP on API_HOST:API_PORT (default 127.0.0.1:3001), all routes under /api. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Lets `node dist/main.js` start on an empty server too; migrations then run as the app starts.
  await ensureDatabase(config.databaseUrl);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), HTTP_APP_OPTIONS);
  configureHttpApp(app, config);
  await app.listen(config.api.port, config.api.host);
  // Idle keep-alive connections outlive the proxies' (api-connections.ts): the proxy closes first, never the API.
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = API_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = API_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  installGracefulShutdown(app, config.api.shutdownTimeoutMs);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
