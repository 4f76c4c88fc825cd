import { useMemo } from 'react';
import { Link } from '@stairs/router';
import { countOf, PAGE_PARTS, pagePath } from '@stairs/contracts';
import { Badge, Button, cn, ListState, listStatus, PageHeader } from '@stairs/ui';
import { GalleryGridSkeleton } from '../components/GalleryGridSkeleton';
import GalleryCard from '../fragments/GalleryCard';
import { useGalleryImages } from '../hooks/useGalleryImages';
import { groupByCategory, visibleGalleryImages } from '../lib/gallery';
import { categoryBadgeClass, PageHead, PagePart } from '@stairs/site';

/** docs/product.md §9: 12 skeleton cards while the gallery loads. */
export const GALLERY_SKELETON_COUNT = 12;
export const GALLERY_EMPTY_TEXT = 'Noch keine Bilder verfügbar';

/**
 * How wide a category group is, by its number of pictures (1, 2, 3, 4 and more): the columns of the page's grid it
 * spans at each width (1 on a phone, 2 from sm, 3 from lg, 4 from xl) and the columns of its own list. Written out
 * for Tailwind, which finds classes in the source.
 */
const GROUP_WIDTHS = [
  { span: 'sm:col-span-1', columns: 'grid-cols-1' },
  { span: 'sm:col-span-2', columns: 'grid-cols-1 sm:grid-cols-2' },
  { span: 'sm:col-span-2 lg:col-span-3', columns: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3' },
  {
    span: 'sm:col-span-2 lg:col-span-3 xl:col-span-4',
    columns: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  },
] as const;

function sectionId(category: string): string {
  return `kategorie-${category.replace(/[^a-z0-9_-]/gi, '-')}`;
}

/** /gallery — 'Bildergalerie': visible images grouped by category; each card is a part with its viewer. */
export default function GalleryPage() {
  const query = useGalleryImages();
  const groups = useMemo(() => groupByCategory(visibleGalleryImages(query.data ?? [])), [query.data]);
  const total = groups.reduce((sum, group) => sum + group.images.length, 0);

  return (
    <div className="container py-10 md:py-14">
      <PageHead
        title="Bildergalerie: Treppen vorher und nachher"
        description="Vorher-Nachher-Vergleiche, Arbeitsschritte und fertige Treppen aus unseren Projekten in Wien und Umgebung: verkleidete Betonstufen, renovierte Holztreppen, Massivholz und Fertigparkett."
        path={pagePath('gallery')}
      />
      <PageHeader title="Bildergalerie">
        Vorher-Nachher-Vergleiche, Arbeitsschritte und fertige Treppen aus unseren Projekten in Wien und
        Umgebung. Tippen Sie auf ein Bild für Details oder eine unverbindliche Preisprüfung.
      </PageHeader>

      <ListState
        status={listStatus(query, total)}
        loadingLabel="Bilder werden geladen..."
        skeleton={<GalleryGridSkeleton count={GALLERY_SKELETON_COUNT} />}
        errorMessage="Die Bilder konnten nicht geladen werden."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        emptyText={GALLERY_EMPTY_TEXT}
        emptyAction={
          <Button variant="link" asChild className="mt-2">
            <Link to={pagePath('references')}>Zu den Referenzprojekten</Link>
          </Button>
        }
      >
        <>
          {groups.length > 1 && (
            <nav aria-label="Kategorien" className="mb-8 flex flex-wrap gap-2">
              {groups.map((group) => (
                <a
                  key={group.category}
                  href={`#${sectionId(group.category)}`}
                  onClick={(event) => {
                    // In-page jump without touching the router's location.
                    event.preventDefault();
                    document
                      .getElementById(sectionId(group.category))
                      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                  className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  <Badge variant="outline" className={cn(categoryBadgeClass(group.category), 'text-sm')}>
                    {group.label} ({group.images.length})
                  </Badge>
                </a>
              ))}
            </nav>
          )}
          {/* The groups flow side by side: each spans as many of the grid's columns as it has pictures (at most a
              row), and its own list has that many columns with the same gap, so every card has one size and two
              small groups share a row instead of each leaving most of its row empty. Two rows of the grid per
              group (subgrid): the heading and the cards, so cards beside each other start at one height. */}
          <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {groups.map((group, groupIndex) => {
              const width = Math.min(group.images.length, GROUP_WIDTHS.length);
              return (
                <section
                  key={group.category}
                  id={sectionId(group.category)}
                  aria-labelledby={`${sectionId(group.category)}-title`}
                  className={cn('row-span-2 grid min-w-0 grid-rows-subgrid', GROUP_WIDTHS[width - 1]?.span)}
                >
                  <h2
                    id={`${sectionId(group.category)}-title`}
                    className="mb-4 flex flex-wrap items-baseline gap-x-2 self-end text-2xl font-semibold"
                  >
                    {group.label}
                    <span className="text-base font-normal text-muted-foreground">
                      ({countOf(group.images.length, 'Bild', 'Bilder')})
                    </span>
                  </h2>
                  <ul className={cn('mb-12 grid gap-6', GROUP_WIDTHS[width - 1]?.columns)}>
                    {group.images.map((image, index) => {
                      const card = { id: image.id, priority: groupIndex === 0 && index === 0 };
                      return (
                        <li key={image.id} className="flex">
                          <PagePart of={PAGE_PARTS.galleryCard} props={card}>
                            <GalleryCard {...card} />
                          </PagePart>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      </ListState>
    </div>
  );
}
