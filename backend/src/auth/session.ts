import { RedisStore } from 'connect-redis';
import { type Request, type RequestHandler } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import { API } from '@stairs/contracts';
import { type AppConfig } from '../config';

declare module 'express-session' {
  interface SessionData {
    /** Set on a successful admin login; the only role there is. */
    isAdmin?: boolean;
    authenticatedAt?: string;
  }
}

/** Cookie attributes shared by the session middleware and the logout (clearCookie must match them). */
export function sessionCookieAttributes(config: AppConfig): {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: string;
} {
  return { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' };
}

/**
 * Server-side sessions in Redis under "<prefix>:sess:". Rolling: every admin request extends the 8 h.
 * No cookie is set for visitors (saveUninitialized false) — only a login creates a session.
 */
export function createSessionMiddleware(config: AppConfig, redis: Redis): RequestHandler {
  const sessions = session({
    name: config.session.cookieName,
    secret: config.session.secret,
    store: new RedisStore({
      client: redis,
      prefix: `${config.redis.prefix}:sess:`,
      ttl: Math.ceil(config.session.maxAgeMs / 1000),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: { ...sessionCookieAttributes(config), maxAge: config.session.maxAgeMs },
  });
  const cookiePrefix = `${config.session.cookieName}=`;
  // Without the cookie there is no session to load: a visitor's request skips the session machinery entirely
  // (it cost a fifth of the API's time under load). Only a login creates a session from nothing.
  return (req, res, next) => {
    const hasCookie =
      req.headers.cookie?.split(/;\s*/).some((cookie) => cookie.startsWith(cookiePrefix)) ?? false;
    if (!hasCookie && !(req.method === 'POST' && startsSession(req.path))) {
      next();
      return;
    }
    sessions(req, res, next);
  };
}

/** The routes that start a session: the login and a sign-in link (`/api/auth/sign-in-link/<id>`). */
const LOGIN_PATH = API.login.path;
const SIGN_IN_LINK_PREFIX = API.signInByLink.path.slice(0, API.signInByLink.path.indexOf(':'));
function startsSession(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(SIGN_IN_LINK_PREFIX);
}

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.destroy((error) => (error ? reject(error) : resolve())),
  );
}

export function isAdminSession(req: Request): boolean {
  return req.session?.isAdmin === true;
}
