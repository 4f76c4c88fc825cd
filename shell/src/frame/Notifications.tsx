import { lazy } from 'react';
import { useToast } from '@stairs/ui';
import { MountOnFirstOpen } from '@stairs/site';

// Radix's toast region is ~10 KB gzip that most page views never need: it is loaded with the first toast.
const Toaster = lazy(() => import('./Toaster'));

/** The page's one toast region, mounted when the first toast is shown (from the shell or any remote). */
export function Notifications() {
  const { toasts } = useToast();
  return (
    <MountOnFirstOpen open={toasts.length > 0}>
      <Toaster />
    </MountOnFirstOpen>
  );
}
