import { WEBHOOK_LIMITS } from '@stairs/contracts';

/**
 * Where webhooks may go: https to any host; plain http only to 127.0.0.1 and only outside production (a local
 * test receiver), so neither a secret nor a customer's data ever crosses a network unencrypted.
 */
export function isAllowedWebhookUrl(value: string, isProduction: boolean): boolean {
  if (value.length > WEBHOOK_LIMITS.urlMaxLength) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.hostname) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && !isProduction && url.hostname === '127.0.0.1';
}
