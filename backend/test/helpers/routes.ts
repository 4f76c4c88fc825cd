import { type AnyPublicForm, publicFormRoutes } from '@stairs/contracts';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { IS_PUBLIC_KEY } from '../../src/auth/public.decorator';
import { type PublicWriteBucket } from '../../src/config';
import { API_PREFIX, UNPREFIXED_ROUTES } from '../../src/http-app';
import { PUBLIC_WRITE_BUCKET_KEY } from '../../src/rate-limit/public-write-limit';

export interface Endpoint {
  method: string;
  path: string;
  isPublic: boolean;
  /** The `@PublicWriteLimit(...)` bucket, if the route is rate-limited. */
  rateLimitBucket: PublicWriteBucket | undefined;
  handler: string;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

function paths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : '/'];
}

/** Every controller endpoint Nest knows, with the method, the full path and whether it is @Public(). */
export function nestEndpoints(app: NestExpressApplication): Endpoint[] {
  const reflector = app.get(Reflector);
  const endpoints: Endpoint[] = [];
  for (const moduleRef of app.get(ModulesContainer).values()) {
    for (const wrapper of moduleRef.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        const requestMethod: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (methodPath === undefined || typeof requestMethod !== 'number') continue;
        const isPublic =
          reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [handler, controller]) === true;
        const rateLimitBucket = reflector.getAllAndOverride<PublicWriteBucket | undefined>(
          PUBLIC_WRITE_BUCKET_KEY,
          [handler, controller],
        );
        for (const controllerPath of paths(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const routePath of paths(methodPath)) {
            endpoints.push({
              method: RequestMethod[requestMethod] ?? String(requestMethod),
              path: UNPREFIXED_ROUTES.some(
                (route) =>
                  route.method === requestMethod &&
                  joinPath(route.path) === joinPath(controllerPath, routePath),
              )
                ? joinPath(controllerPath, routePath)
                : joinPath(API_PREFIX, controllerPath, routePath),
              isPublic,
              rateLimitBucket,
              handler: `${controller.name}.${name}`,
            });
          }
        }
      }
    }
  }
  return endpoints;
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * What Express actually routes. Nest's module middleware (pino-http) is registered as all-method routes;
 * those are middleware, not endpoints, and are left out.
 */
export function expressEndpoints(app: NestExpressApplication): { method: string; path: string }[] {
  const instance = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  const result: { method: string; path: string }[] = [];
  for (const layer of instance.router.stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method]);
    if (methods.length > 10) continue;
    for (const method of methods) result.push({ method: method.toUpperCase(), path: layer.route.path });
  }
  return result;
}

/** A concrete URL for a route pattern: parameters become a random-looking UUID, wildcards a segment. */
export function concretePath(path: string): string {
  return path
    .replace(/\{\*[^}]+\}|\*\w+/g, 'x')
    .replace(/:\w+/g, '5d2b4c9e-3f5a-4d8e-9b1c-7a6f0e2d4c11')
    .replace(/[{}]/g, '');
}

/**
 * The public writes allowed, as `METHOD path` with their rate bucket: each declared public form's post (in the
 * form's bucket) and the others listed by hand.
 */
export function publicWrites(
  forms: readonly AnyPublicForm[],
  others: Record<string, PublicWriteBucket | undefined>,
): Map<string, PublicWriteBucket | undefined> {
  const writes = new Map(Object.entries(others));
  for (const form of forms) {
    for (const route of publicFormRoutes(form)) writes.set(`${route.method} ${route.path}`, route.rateLimit);
  }
  return writes;
}

/**
 * The public writes besides the public forms: login/logout and the operator's links. Adding one is a security
 * decision: it has to be added here on purpose (and, unless it is login/logout, to the rate-limit buckets below).
 * The public forms' posts are declared public, with their bucket, by the form (PUBLIC_FORMS).
 */
export const OTHER_PUBLIC_WRITES = {
  'POST /api/auth/login': undefined,
  'POST /api/auth/logout': undefined,
  // The operator's sign-in link: requested on the login card, mailed to the operator only (docs/decisions.md).
  'POST /api/auth/sign-in-link': 'lead',
  'POST /api/auth/sign-in-link/:id': 'lead',
  // The picture variant of /upload's e-mail to blog (raw bytes, no form of its own).
  'POST /api/blog/quick-upload': 'lead',
  // The operator's e-mail link: an HMAC of the draft's id is the permission (docs/decisions.md).
  'POST /api/blog/publish-link/:id': 'lead',
} as const satisfies Record<string, PublicWriteBucket | undefined>;
