import { useState } from 'react';
import { type GalleryImage } from '@stairs/contracts';
import { GalleryDetailDialog } from './GalleryDetailDialog';
import { QuoteRequestDialog } from './QuoteRequestDialog';

import { type GalleryViewerProps } from './GalleryViewer';

/**
 * Detail dialog plus the price-check dialog it leads to. 'Preis prüfen' closes the viewer and opens the form
 * for the same project, so only one modal is open at a time. Loaded on first use (GalleryViewer.tsx).
 */
export default function GalleryViewerDialogs({ image, onClose }: GalleryViewerProps) {
  const [quoteFor, setQuoteFor] = useState<GalleryImage | null>(null);
  return (
    <>
      <GalleryDetailDialog
        image={image}
        onClose={onClose}
        onRequestQuote={(selected) => {
          onClose();
          setQuoteFor(selected);
        }}
      />
      <QuoteRequestDialog
        galleryNumber={quoteFor?.galleryNumber ?? null}
        projectTitle={quoteFor?.title}
        onClose={() => setQuoteFor(null)}
      />
    </>
  );
}
