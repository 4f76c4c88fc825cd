// @stairs/site/islands: the parts of @stairs/site the islands of a rendered page use at the visitor's first intent
// (cookie consent, the ads adapter, rendering helpers), without the rest. The package's index (the site
// configuration's query, admin, SEO) is shared with the remotes whole, so it is loaded only with a remote. Same
// modules, same names: what the index exports from these files is the same instance.
export { ALL_ACCEPTED, NECESSARY_ONLY, type CookieConsent } from './consent/consent';
export { useCookieConsent } from './consent/useCookieConsent';
export { trackConversion, type AdsConfig } from './ads/ads';
export { AdsConsentSync } from './ads/AdsConsentSync';
export { CONVERSION_ATTRIBUTE, conversionLink, trackConversionLinks } from './ads/conversion-links';
export { showCallFailure } from './feedback/call-failure';
export { useHydrated } from './rendering/useHydrated';
export { MountOnFirstOpen } from './rendering/MountOnFirstOpen';
export { HoneypotField } from './forms/HoneypotField';
export { spamSignals } from './forms/spam-signals';
