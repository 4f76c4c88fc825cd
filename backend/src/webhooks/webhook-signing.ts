import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A new `webhook-id`: `msg_` and 16 random bytes (base64url), unique per event, the same on every attempt. */
export function newWebhookId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The three Standard Webhooks headers of one attempt. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `<id>.<timestamp>.<body>` with each secret (the official library: HMAC-SHA256 with the base64-decoded
 * part of the `whsec_` secret) and lists the signatures space-separated, so a receiver that knows either secret
 * accepts the delivery during a rotation.
 */
export function signWebhook(
  secrets: readonly string[],
  webhookId: string,
  at: Date,
  body: string,
): WebhookHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(webhookId, at, body));
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
