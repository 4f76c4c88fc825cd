import { ForbiddenException } from '@nestjs/common';
import { type RequestHandler } from 'express';
import { type AppConfig } from '../config';

export const CROSS_SITE_MESSAGE = 'Diese Anfrage kommt von einer fremden Seite und wurde abgelehnt.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection beside SameSite=Lax: a state-changing request (login and logout included) must come from the
 * site itself, that is from exactly one of the configured origins (SITE_PUBLIC_URL, SITE_ORIGINS), in every mode:
 * another local port is another site too. Browsers name the sending page in `Origin` (and `Sec-Fetch-Site`);
 * another site's form, a sandboxed frame (`Origin: null`) or a cross-site fetch is refused with a German 403.
 * Requests without these headers are not from a browser page (curl, the site's own tests) and pass: they carry
 * no victim's cookie.
 */
export function sameOriginWrites(config: AppConfig): RequestHandler {
  const siteOrigins = new Set(config.siteOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined) {
      if (siteOrigins.has(origin)) return next();
      return next(new ForbiddenException(CROSS_SITE_MESSAGE));
    }
    if (req.get('sec-fetch-site') === 'cross-site') return next(new ForbiddenException(CROSS_SITE_MESSAGE));
    next();
  };
}
