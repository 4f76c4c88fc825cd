// @stairs/site: site-wide frontend state and helpers, shared at runtime as a Module Federation singleton
// (the consent atom and the ads settings are page state).
export { useSiteConfig, SITE_CONFIG_QUERY_KEY } from './site-config';
export {
  ALL_ACCEPTED,
  ALL_DENIED,
  NECESSARY_ONLY,
  parseConsent,
  readStoredConsent,
  toAdConsentMode,
  writeStoredConsent,
  type AdConsentMode,
  type ConsentValue,
  type CookieConsent,
} from './consent/consent';
export { storedConsentAtom, useCookieConsent, type CookieConsentState } from './consent/useCookieConsent';
export {
  CONVERSION_VALUES,
  adScriptUrl,
  adsAllowed,
  applyConsent,
  buildConversion,
  configureAds,
  ensureGtag,
  trackConversion,
  type AdsConfig,
  type CalculationKind,
  type ConversionEvent,
  type ConversionOptions,
} from './ads/ads';
export { AdsConsentSync } from './ads/AdsConsentSync';
export { CONVERSION_ATTRIBUTE, conversionLink, trackConversionLinks } from './ads/conversion-links';
export {
  whatsappUrl,
  contactWhatsAppText,
  concreteWhatsAppText,
  renovationWhatsAppText,
} from '@stairs/contracts';
export { CALL_FAILURE_TITLE, showCallFailure, wasRefused } from './feedback/call-failure';
export { formatEuro, formatNumber, formatBytes } from './format';
export { isPlainClick } from './plain-click';
export * from './gallery';
export { PageHead, type PageHeadProps } from './seo/PageHead';
export { PageRenderReportProvider, usePageStatus } from './rendering/page-render-report';
export { useHydrated } from './rendering/useHydrated';
export { PageHydrated } from './rendering/PageHydrated';
export { PagePart, PagePartProvider } from './rendering/PagePart';
export { HoneypotField } from './forms/HoneypotField';
export { spamSignals } from './forms/spam-signals';
export {
  useFormAnswer,
  FormAnswerPage,
  FormErrorSummary,
  FormRefusedPage,
  FormSentPage,
  HOME_LINK,
  type PageLink,
} from './forms/FormAnswer';
