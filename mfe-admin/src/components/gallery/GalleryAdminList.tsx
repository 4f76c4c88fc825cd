import { useState } from 'react';
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryImage } from '@stairs/contracts';
import { Button, EntryGrid, RefreshCwIcon, Select, Skeleton } from '@stairs/ui';
import { useAdminGalleryImages, useGalleryImageActions } from '../../hooks/useAdminGallery';
import { ALL_CATEGORIES, GALLERY_ADMIN_LIST_TEXTS } from '../../lib/gallery-admin';
import { GalleryAdminCard } from './GalleryAdminCard';
import { GalleryImageDialog } from './GalleryImageDialog';

/** Skeleton cards of the gallery admin (docs/product.md §9). */
const ADMIN_GALLERY_SKELETONS = 8;
const CATEGORY_ENTRIES = Object.entries(GALLERY_CATEGORIES) as Array<[GalleryCategory, string]>;

/** 'Galerie verwalten': category filter, 'Aktualisieren', the cards, the edit dialog. */
export function GalleryAdminList() {
  const [category, setCategory] = useState<GalleryCategory | undefined>(undefined);
  const query = useAdminGalleryImages(category);
  const everything = useAdminGalleryImages(undefined);
  const { remove } = useGalleryImageActions();
  const [editing, setEditing] = useState<GalleryImage | null>(null);

  return (
    <section aria-label="Galerie verwalten" className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <span id="gallery-filter-label" className="text-sm font-medium">
            Kategorie
          </span>
          <Select
            className="w-56"
            aria-labelledby="gallery-filter-label"
            value={category ?? ALL_CATEGORIES}
            onValueChange={(value) =>
              setCategory(value === ALL_CATEGORIES ? undefined : (value as GalleryCategory))
            }
          >
            <option value={ALL_CATEGORIES}>Alle Kategorien</option>
            {CATEGORY_ENTRIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} />
          Aktualisieren
        </Button>
      </div>
      <EntryGrid
        query={query}
        texts={GALLERY_ADMIN_LIST_TEXTS}
        skeleton={<Skeleton className="aspect-[3/4] w-full" />}
        skeletonCount={ADMIN_GALLERY_SKELETONS}
        className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {(image) => (
          <GalleryAdminCard
            image={image}
            onEdit={setEditing}
            onDelete={(target) => remove.mutate(target.id)}
            deleting={remove.isPending && remove.variables === image.id}
          />
        )}
      </EntryGrid>
      <GalleryImageDialog image={editing} images={everything.data ?? []} onClose={() => setEditing(null)} />
    </section>
  );
}
