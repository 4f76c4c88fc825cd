import { useMemo, useState } from 'react';
import { Link } from '@stairs/router';
import { type GalleryImage, pagePath } from '@stairs/contracts';
import { ArrowRightIcon, Button } from '@stairs/ui';
import { GalleryImageCard } from '../components/GalleryImageCard';
import { GalleryViewer } from '../components/GalleryViewer';
import { HomeSectionTitle } from '../components/HomeSectionTitle';
import { useGalleryImages } from '../hooks/useGalleryImages';
import { galleryStripItems } from '../lib/gallery';

/** The strip's columns: two on a phone (the 400 px version is enough there), three from 768 px. */
const STRIP_SIZES = '(min-width: 768px) 33vw, 50vw';

/**
 * Home: the gallery strip — at most 6 items, project G-071 (before/after) first when present (docs/product.md §9).
 * Items open the same viewer as /gallery. Nothing is rendered while loading, on error or without images.
 */
export default function HomeGalleryStrip() {
  const query = useGalleryImages();
  const items = useMemo(() => galleryStripItems(query.data ?? []), [query.data]);
  const [selected, setSelected] = useState<GalleryImage | null>(null);

  if (!query.isSuccess || items.length === 0) return null;

  return (
    <section aria-labelledby="home-gallery-title" className="bg-secondary/50 py-16 md:py-20">
      <div className="container">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <HomeSectionTitle
              id="home-gallery-title"
              title="Einblicke in unsere Arbeit"
              lead="Treppen, die wir verkleidet, renoviert und gebaut haben."
            />
          </div>
          <Button variant="outline" asChild>
            <Link to={pagePath('gallery')}>
              Zur Bildergalerie
              <ArrowRightIcon />
            </Link>
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6">
          {items.map((image) => (
            <li key={image.id} className="flex">
              <GalleryImageCard image={image} onOpen={setSelected} sizes={STRIP_SIZES} />
            </li>
          ))}
        </ul>
      </div>
      <GalleryViewer image={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
