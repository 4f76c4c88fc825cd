import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CookieOptions, type Request } from 'express';
import { API } from '@stairs/contracts';
import { type AppConfig } from '../config';

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a browser that signed
 * in once carries a random id signed with the session secret, so its logins are limited per device (its own
 * failures) instead of by its address or by the global cap on everybody's wrong passwords. Guessing from many
 * addresses can then slow strangers, never lock out the operator's own browser.
 */
export const LOGIN_DEVICE_COOKIE = 'stairs.device';

/** A year: the operator's browser stays known between the occasional visits of the admin. */
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

function signature(secret: string, deviceId: string): Buffer {
  return createHmac('sha256', secret).update(`login-device:${deviceId}`).digest();
}

/** The cookie value `<id>.<HMAC of the id>` (both base64url) of a device, by default a new one. */
export function loginDeviceCookie(secret: string, deviceId = randomBytes(18).toString('base64url')): string {
  return `${deviceId}.${signature(secret, deviceId).toString('base64url')}`;
}

/** The device id of the request's device cookie when its signature holds; otherwise undefined (a stranger). */
export function loginDeviceOf(req: Request, secret: string): string | undefined {
  const prefix = `${LOGIN_DEVICE_COOKIE}=`;
  const value = req.headers.cookie
    ?.split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  const [deviceId, signed, ...rest] = value?.split('.') ?? [];
  if (!deviceId || !signed || rest.length > 0) return undefined;
  const expected = signature(secret, deviceId);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
}

/** Sent with the login only (its path), never readable by script, never by another site's request. */
export function loginDeviceCookieOptions(config: AppConfig): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    path: API.login.path,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  };
}
