import { randomBytes } from 'node:crypto';
import { QUOTE_SHARE_VALIDITY_DAYS, quoteSharePath } from '@stairs/contracts';

/** 32 random bytes (256 bits) as base64url: 43 characters, never guessed, never counted up. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A token of the form newShareToken makes (anything else names no quote and is not looked up). */
export function isShareToken(value: string): boolean {
  return SHARE_TOKEN_PATTERN.test(value);
}

export function shareExpiry(from: Date): Date {
  return new Date(from.getTime() + QUOTE_SHARE_VALIDITY_DAYS * 24 * 3600 * 1000);
}

/** The absolute share link as the e-mail writes it: the site's public address and the API table's path. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${quoteSharePath(token)}`;
}
