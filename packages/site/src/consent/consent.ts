import { COOKIE_CONSENT_STORAGE_KEY } from '@stairs/contracts';

/** Cookie consent (docs/product.md §3, §4), stored in the browser under `cookie-consent`. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** What applies before (and without) a decision: only what is necessary. */
export const NECESSARY_ONLY: CookieConsent = { necessary: true, analytics: false, marketing: false };
export const ALL_ACCEPTED: CookieConsent = { necessary: true, analytics: true, marketing: true };

export type ConsentValue = 'granted' | 'denied';

/** Consent mode of the ad service (Google consent mode v2 field names). */
export interface AdConsentMode {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

export const ALL_DENIED: AdConsentMode = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/**
 * The spec's mapping, exactly: marketing granted → ad storage, ad user data and ad personalization granted,
 * analytics storage follows analytics; marketing not granted → all four denied (even with analytics on).
 */
export function toAdConsentMode(consent: CookieConsent): AdConsentMode {
  if (!consent.marketing) return { ...ALL_DENIED };
  const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');
  return {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: value(consent.analytics),
  };
}

/** Accepts only a well-formed stored value; anything else counts as "not decided yet". */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { necessary: true, analytics, marketing };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser (privacy mode, blocked cookies).
    return null;
  }
}

export function readStoredConsent(): CookieConsent | null {
  return parseConsent(storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? null);
}

export function writeStoredConsent(consent: CookieConsent): void {
  const value: CookieConsent = {
    necessary: true,
    analytics: consent.analytics,
    marketing: consent.marketing,
  };
  try {
    storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the choice still applies for this page view.
  }
}
