import { ForbiddenException } from '@nestjs/common';
import { type Request, type RequestHandler } from 'express';
import { type AppConfig } from '../config';

export const CROSS_SITE_MESSAGE = 'Diese Anfrage kommt von einer fremden Seite und wurde abgelehnt.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin the request was sent to (behind the gateway or nginx: the forwarded scheme and the Host header). */
function ownOrigin(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : undefined;
}

/**
 * CSRF protection beside SameSite=Lax: a state-changing request (login and logout included) must come from the
 * site itself. Browsers name the sending page in `Origin` (and `Sec-Fetch-Site`); another site's form, a
 * sandboxed frame (`Origin: null`) or a cross-site fetch is refused with a German 403. Requests without these
 * headers are not from a browser page (curl, the site's own tests) and pass: they carry no victim's cookie.
 */
export function sameOriginWrites(config: AppConfig): RequestHandler {
  const publicOrigin = new URL(config.site.publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined) {
      if (origin === publicOrigin || origin === ownOrigin(req)) return next();
      // Development: the remotes' dev servers run on other local ports.
      if (!config.isProduction && isLocalOrigin(origin)) return next();
      return next(new ForbiddenException(CROSS_SITE_MESSAGE));
    }
    if (req.get('sec-fetch-site') === 'cross-site') return next(new ForbiddenException(CROSS_SITE_MESSAGE));
    next();
  };
}

function isLocalOrigin(origin: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}
