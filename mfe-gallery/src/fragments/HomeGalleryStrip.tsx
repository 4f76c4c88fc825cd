import { useMemo, useState } from 'react';
import { Link } from '@stairs/router';
import { type GalleryImage } from '@stairs/contracts';
import { ArrowRightIcon, Button } from '@stairs/ui';
import { GalleryImageCard } from '../components/GalleryImageCard';
import { GalleryViewer } from '../components/GalleryViewer';
import { useGalleryImages } from '../hooks/useGalleryImages';
import { galleryStripItems } from '../lib/gallery';

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
            <h2 id="home-gallery-title" className="text-3xl font-bold tracking-tight md:text-4xl">
              Einblicke in unsere Arbeit
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              Treppen, die wir verkleidet, renoviert und gebaut haben.
            </p>
          </div>
          <Button variant="outline" asChild>
            <Link to="/gallery">
              Zur Bildergalerie
              <ArrowRightIcon />
            </Link>
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6">
          {items.map((image) => (
            <li key={image.id} className="flex">
              <GalleryImageCard image={image} onOpen={setSelected} />
            </li>
          ))}
        </ul>
      </div>
      <GalleryViewer image={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
