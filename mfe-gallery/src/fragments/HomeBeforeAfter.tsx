import { pagePath } from '@stairs/contracts';
import { useMemo } from 'react';
import { Link } from '@stairs/router';
import { ArrowRightIcon, Button } from '@stairs/ui';
import { BeforeAfterSlider } from '../components/BeforeAfterSlider';
import { HomeSectionTitle } from '../components/HomeSectionTitle';
import { useGalleryImages } from '../hooks/useGalleryImages';
import { findFeaturedBeforeAfter } from '../lib/gallery';
import { SLIDER_DEFAULT_WIDTH } from '../lib/slider';

/**
 * Home: the before/after block of project G-071 (docs/product.md §2, §4). A grey pulsing placeholder while the
 * gallery loads; on failure, or without a complete G-071 item, the block is not rendered at all.
 */
export default function HomeBeforeAfter() {
  const query = useGalleryImages();
  const featured = useMemo(() => findFeaturedBeforeAfter(query.data ?? []), [query.data]);

  if (query.isPending) {
    return (
      <section className="py-16 md:py-20" aria-busy="true">
        <div className="container flex justify-center">
          <span className="sr-only" role="status">
            Vorher-Nachher-Vergleich wird geladen...
          </span>
          <div
            data-testid="before-after-placeholder"
            aria-hidden="true"
            className="animate-pulse rounded-lg bg-gray-200"
            style={{ width: SLIDER_DEFAULT_WIDTH, maxWidth: '100%', aspectRatio: '4 / 3' }}
          />
        </div>
      </section>
    );
  }

  if (query.isError || !featured?.beforeImageUrl || !featured.afterImageUrl) return null;

  return (
    <section aria-labelledby="home-before-after-title" className="py-16 md:py-20">
      <div className="container flex flex-col items-center text-center">
        <HomeSectionTitle id="home-before-after-title" title="Vorher – Nachher" lead={featured.title} />
        <div className="mt-8 w-full" style={{ maxWidth: SLIDER_DEFAULT_WIDTH }}>
          <BeforeAfterSlider
            beforeSrc={featured.beforeImageUrl}
            afterSrc={featured.afterImageUrl}
            alt={featured.title}
          />
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Ziehen Sie den Regler nach links oder rechts, um Vorher und Nachher zu vergleichen.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={pagePath('gallery')}>
            Weitere Referenzen ansehen
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
    </section>
  );
}
