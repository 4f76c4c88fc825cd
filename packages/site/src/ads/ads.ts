import { type ConversionEventKind } from '@stairs/contracts';
import { ALL_DENIED, readStoredConsent, toAdConsentMode, type CookieConsent } from '../consent/consent';

/** Conversion values in EUR (docs/product.md §9). */
export const CONVERSION_VALUES: Record<ConversionEventKind, number> = {
  phone: 20,
  contact: 15,
  calculation: 10,
  whatsapp: 18,
  // An order's value is its own gross total (ConversionOptions.value).
  order: 0,
};

export type CalculationKind = 'concrete' | 'renovation';

export interface ConversionOptions {
  calculationType?: CalculationKind;
  /** The conversion's own value in euros (an order's gross total) instead of the kind's planned one. */
  value?: number;
  /** A stable id (an order's): the ad service counts a conversion with the same id once. */
  transactionId?: string;
}

export interface ConversionEvent {
  value: number;
  currency: 'EUR';
  transactionId: string;
}

/** Transaction ids: phone-, contact-, calc-{type}-, whatsapp- followed by a timestamp (docs/product.md §9). */
export function buildConversion(
  kind: ConversionEventKind,
  options: ConversionOptions,
  now: number,
): ConversionEvent {
  const prefix =
    kind === 'calculation'
      ? options.calculationType
        ? `calc-${options.calculationType}-`
        : 'calc-'
      : `${kind}-`;
  return {
    value: options.value ?? CONVERSION_VALUES[kind],
    currency: 'EUR',
    transactionId: options.transactionId ?? `${prefix}${now}`,
  };
}

export interface AdsConfig {
  /** e.g. AW-000000000; empty disables the ad service entirely. */
  conversionId: string;
  conversionLabels: Record<ConversionEventKind, string>;
}

type Gtag = (...args: unknown[]) => void;
interface AdsGlobal {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

// Module state of the page: @stairs/site is a Module Federation singleton, so the shell configures it once
// and a remote's trackConversion() sees the same settings.
let adsConfig: AdsConfig | null = null;
let defaultsSet = false;
let scriptRequested = false;
let lastConsentUpdate = '';

function adsGlobal(): AdsGlobal {
  return globalThis as AdsGlobal;
}

/** window.dataLayer + window.gtag, and the consent default (everything denied) before any other command. */
export function ensureGtag(): Gtag {
  const global = adsGlobal();
  global.dataLayer ??= [];
  if (!global.gtag) {
    const dataLayer = global.dataLayer;
    // gtag.js only understands `arguments` objects in the data layer, not arrays.
    global.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  if (!defaultsSet) {
    defaultsSet = true;
    global.gtag('consent', 'default', { ...ALL_DENIED, wait_for_update: 500 });
  }
  return global.gtag;
}

export function configureAds(config: AdsConfig): void {
  adsConfig = config;
}

export function adScriptUrl(conversionId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(conversionId)}`;
}

/** Whether the ad script may be loaded at all: marketing consent and a configured account. */
export function adsAllowed(consent: CookieConsent, config: AdsConfig | null = adsConfig): boolean {
  return consent.marketing && Boolean(config?.conversionId);
}

/**
 * Applies a consent choice to the ad service: a consent update, and, once marketing is allowed and an account
 * is configured, the ad script itself (never loaded before). Called with the stored consent on load and
 * again on every change.
 */
export function applyConsent(consent: CookieConsent): void {
  const gtag = ensureGtag();
  const mode = toAdConsentMode(consent);
  // Re-applied when the site configuration arrives; one update per actual change is enough.
  if (JSON.stringify(mode) !== lastConsentUpdate) {
    lastConsentUpdate = JSON.stringify(mode);
    gtag('consent', 'update', mode);
  }
  if (!adsAllowed(consent) || !adsConfig || scriptRequested) return;
  scriptRequested = true;
  gtag('js', new Date());
  gtag('config', adsConfig.conversionId);
  if (typeof document === 'undefined') return;
  const script = document.createElement('script');
  script.async = true;
  script.src = adScriptUrl(adsConfig.conversionId);
  document.head.appendChild(script);
}

/**
 * Sends a conversion to `${conversionId}/${label}` with the spec's value and transaction id, only when the
 * stored consent grants marketing and an account is configured. Returns what was sent, or null.
 */
export function trackConversion(
  kind: ConversionEventKind,
  options: ConversionOptions = {},
): ConversionEvent | null {
  const consent = readStoredConsent();
  if (!consent || !adsAllowed(consent) || !adsConfig) return null;
  const label = adsConfig.conversionLabels[kind];
  if (!label) return null;
  const event = buildConversion(kind, options, Date.now());
  ensureGtag()('event', 'conversion', {
    send_to: `${adsConfig.conversionId}/${label}`,
    value: event.value,
    currency: event.currency,
    transaction_id: event.transactionId,
  });
  return event;
}

/** Test hook: forget the module state. */
export function resetAdsForTests(): void {
  adsConfig = null;
  defaultsSet = false;
  scriptRequested = false;
  lastConsentUpdate = '';
  const global = adsGlobal();
  delete global.dataLayer;
  delete global.gtag;
}
