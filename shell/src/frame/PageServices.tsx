import { lazy, useEffect } from 'react';
import { MountOnFirstOpen, useToast } from '@stairs/ui';
import { AdsConsentSync, trackConversionLinks, type AdsConfig } from '@stairs/site/islands';

// Radix's toast region is ~10 KB gzip that most page views never need: it is loaded with the first toast.
const Toaster = lazy(() => import('./Toaster'));

/**
 * What every page runs without showing it (an island of its own): the ad service in step with the cookie choice,
 * the conversion count of phone and WhatsApp links, and the page's one toast region, mounted when the first toast
 * is shown (from the shell or any remote).
 */
export function PageServices({ ads }: { ads: AdsConfig | null }) {
  const { toasts } = useToast();
  useEffect(() => trackConversionLinks(), []);
  return (
    <>
      <AdsConsentSync ads={ads} />
      <MountOnFirstOpen open={toasts.length > 0}>
        <Toaster />
      </MountOnFirstOpen>
    </>
  );
}
