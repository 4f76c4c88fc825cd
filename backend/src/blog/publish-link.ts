import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a draft's publish link in the operator's e-mail: an HMAC of the article id under the session
 * secret (its own purpose prefix, so it is never a valid session signature). Whoever holds the link may
 * publish that one draft, once; a changed id or token is refused.
 */
export function publishToken(secret: string, articleId: string): string {
  return createHmac('sha256', secret).update(`blog-publish:${articleId}`).digest('base64url');
}

export function isPublishToken(secret: string, articleId: string, token: string): boolean {
  const expected = Buffer.from(publishToken(secret, articleId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link for the e-mail. */
export function publishLinkUrl(publicUrl: string, secret: string, articleId: string): string {
  const token = publishToken(secret, articleId);
  return `${publicUrl.replace(/\/+$/, '')}/api/blog/publish-link/${articleId}?token=${token}`;
}
