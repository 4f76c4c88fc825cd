// @stairs/site/islands: what the islands of a rendered page use at the visitor's first intent, without the index
// (shared whole with the remotes, so loaded only with one). The index exports the same modules' same instances.
export { ALL_ACCEPTED, NECESSARY_ONLY, type CookieConsent } from './consent/consent';
export { useCookieConsent } from './consent/useCookieConsent';
export { trackConversion, type AdsConfig } from './ads/ads';
export { AdsConsentSync } from './ads/AdsConsentSync';
export { CONVERSION_ATTRIBUTE, conversionLink, trackConversionLinks } from './ads/conversion-links';
export { showCallFailure } from './feedback/call-failure';
export { useHydrated } from './rendering/useHydrated';
export { HoneypotField } from './forms/HoneypotField';
export { spamSignals } from './forms/spam-signals';
