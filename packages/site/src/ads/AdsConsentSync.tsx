import { useEffect } from 'react';
import { useCookieConsent } from '../consent/useCookieConsent';
import { applyConsent, configureAds, ensureGtag, type AdsConfig } from './ads';

/**
 * Keeps the ad service in step with the visitor's choice: consent defaults (all denied) at once, the stored
 * consent on load, an update on every change; the ad script only once marketing is granted and the site
 * configuration names an account (`ads`, null while it is not known). Rendered once per page (the shell; a
 * remote's standalone dev frame).
 */
export function AdsConsentSync({ ads }: { ads: AdsConfig | null }): null {
  const { consent, hasDecided } = useCookieConsent();

  useEffect(() => {
    ensureGtag();
  }, []);

  useEffect(() => {
    if (ads) configureAds(ads);
  }, [ads]);

  useEffect(() => {
    if (hasDecided) applyConsent(consent);
    // ads: the ad script may only be requested once the account id is known.
  }, [consent, hasDecided, ads]);

  return null;
}
