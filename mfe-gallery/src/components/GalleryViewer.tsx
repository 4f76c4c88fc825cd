import { lazy } from 'react';
import { type GalleryImage } from '@stairs/contracts';
import { MountOnFirstOpen } from '@stairs/ui';

// The dialogs (Radix dialog and select, floating-ui: ~30 KB gzip) load when a picture is first opened.
const GalleryViewerDialogs = lazy(() => import('./GalleryViewerDialogs'));

export interface GalleryViewerProps {
  image: GalleryImage | null;
  onClose: () => void;
}

/** A gallery picture in detail, with the price check it leads to (GalleryViewerDialogs.tsx). */
export function GalleryViewer(props: GalleryViewerProps) {
  return (
    <MountOnFirstOpen open={props.image !== null}>
      <GalleryViewerDialogs {...props} />
    </MountOnFirstOpen>
  );
}
