import { lazy, Suspense } from 'react';
import { type GalleryImage } from '@stairs/contracts';
import { useOpenedOnce } from '@stairs/site';

// The dialogs (Radix dialog and select, floating-ui: ~30 KB gzip) load when a picture is first opened.
const GalleryViewerDialogs = lazy(() => import('./GalleryViewerDialogs'));

export interface GalleryViewerProps {
  image: GalleryImage | null;
  onClose: () => void;
}

/** A gallery picture in detail, with the price check it leads to (GalleryViewerDialogs.tsx). */
export function GalleryViewer(props: GalleryViewerProps) {
  const opened = useOpenedOnce(props.image !== null);
  return opened ? (
    <Suspense fallback={null}>
      <GalleryViewerDialogs {...props} />
    </Suspense>
  ) : null;
}
