import { useId } from 'react';
import { Link } from '@stairs/router';
import { type GalleryImage, pagePath } from '@stairs/contracts';
import { Button, ListState, Skeleton } from '@stairs/ui';
import { GalleryPictureFrame } from '@stairs/site';
import { useGalleryPreview } from '../hooks/useGalleryPreview';
import { GALLERY_MESSAGES } from '../lib/messages';
import { GALLERY_PREVIEW_LIMIT } from '../lib/gallery';

/**
 * Reference pictures beside the calculator (docs/product.md §2): a grid of up to six images on desktop, on a phone
 * only a button to /gallery. Both are in the page's HTML and CSS shows one (`md:`), so the layout is right from
 * the first paint, before and without script. The grid's pictures are lazy: hidden on a phone (display: none),
 * they are never fetched there.
 */
export function CalculatorGallery() {
  return (
    <>
      <MobileGalleryLink />
      <GalleryPreviewGrid />
    </>
  );
}

function MobileGalleryLink() {
  return (
    <section className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground md:hidden">
      <p className="text-sm text-muted-foreground">
        Sehen Sie sich fertige Treppen aus unseren Projekten an.
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={pagePath('gallery')}>Galerie ansehen</Link>
      </Button>
    </section>
  );
}

/** The grid of the desktop layout (exported for its tests). */
export function GalleryPreviewGrid() {
  const { images, status, retry, retrying } = useGalleryPreview();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="hidden gap-4 md:grid">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          Aus unseren Projekten
        </h2>
        <Link
          to={pagePath('gallery')}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Zur Galerie
        </Link>
      </div>
      <ListState
        status={status}
        loadingLabel="Bilder werden geladen..."
        skeleton={
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {Array.from({ length: GALLERY_PREVIEW_LIMIT }, (_, index) => (
              <li key={index} className="grid gap-2">
                <Skeleton className="aspect-[4/3] w-full" />
                <Skeleton className="h-4 w-2/3" />
              </li>
            ))}
          </ul>
        }
        errorMessage={GALLERY_MESSAGES.loadFailed}
        onRetry={retry}
        retrying={retrying}
        emptyText={GALLERY_MESSAGES.empty}
      >
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id}>
              <GalleryPreviewItem image={image} />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function GalleryPreviewItem({ image }: { image: GalleryImage }) {
  return (
    <figure className="grid gap-2">
      <GalleryPictureFrame
        image={image}
        sizes="(min-width: 1024px) 20vw, 50vw"
        frameClassName="rounded-lg"
        placeholderClassName="h-full p-2"
      />
      <figcaption className="text-sm">
        <span className="font-medium">{image.title}</span>{' '}
        <span className="text-muted-foreground">· {image.galleryNumber}</span>
      </figcaption>
    </figure>
  );
}
