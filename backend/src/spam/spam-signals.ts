import { FILL_TIME_FIELD, type FillTime, HONEYPOT_FIELD, MIN_UNTOUCHED_FILL_MS } from '@stairs/contracts';

/** What a post says about its sender besides its fields (contracts' spam.ts). */
export interface PostedSignals {
  honeypot: unknown;
  fillTime: unknown;
}

/**
 * Takes the signals out of a parsed body (so the DTOs, which refuse unknown fields, never see them) and returns
 * them. A body that is not an object has none.
 */
export function takeSpamSignals(body: unknown): PostedSignals {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { honeypot: undefined, fillTime: undefined };
  }
  const fields = body as Record<string, unknown>;
  const signals = { honeypot: fields[HONEYPOT_FIELD], fillTime: fields[FILL_TIME_FIELD] };
  delete fields[HONEYPOT_FIELD];
  delete fields[FILL_TIME_FIELD];
  return signals;
}

function isFillTime(value: unknown): value is FillTime {
  if (typeof value !== 'object' || value === null) return false;
  const { sincePageStartMs, touched } = value as Record<string, unknown>;
  return (
    typeof sincePageStartMs === 'number' && Number.isFinite(sincePageStartMs) && typeof touched === 'boolean'
  );
}

/**
 * A bot's post: its honeypot holds anything (a person never reaches it; autofill and password managers leave a
 * hidden field named "website" alone), or it came sooner than MIN_UNTOUCHED_FILL_MS after the page's start from a
 * page the visitor never tapped or typed into. Nothing else: a post without timing (the form without script, whose
 * fields the page server sends as text; an island of an older page, another client) is a person's, and so is a
 * fast one from a touched page.
 */
export function isSpam(signals: PostedSignals): boolean {
  const { honeypot } = signals;
  if (honeypot !== undefined && honeypot !== '' && honeypot !== null) return true;
  if (!isFillTime(signals.fillTime)) return false;
  return !signals.fillTime.touched && signals.fillTime.sincePageStartMs < MIN_UNTOUCHED_FILL_MS;
}
