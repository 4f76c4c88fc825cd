import { useEffect } from 'react';
import { useSiteConfig } from '../site-config';
import { useCookieConsent } from '../consent/useCookieConsent';
import { applyConsent, configureAds, ensureGtag } from './ads';

/**
 * Keeps the ad service in step with the visitor's choice: consent defaults (all denied) at once, the stored
 * consent on load, an update on every change; the ad script only once marketing is granted and the site
 * configuration names an account. Rendered once per page (the shell; a remote's standalone dev frame).
 */
export function AdsConsentSync(): null {
  const { data: siteConfig } = useSiteConfig();
  const { consent, hasDecided } = useCookieConsent();

  useEffect(() => {
    ensureGtag();
  }, []);

  useEffect(() => {
    if (siteConfig) configureAds(siteConfig.ads);
  }, [siteConfig]);

  useEffect(() => {
    if (hasDecided) applyConsent(consent);
    // siteConfig: the ad script may only be requested once the account id is known.
  }, [consent, hasDecided, siteConfig]);

  return null;
}
