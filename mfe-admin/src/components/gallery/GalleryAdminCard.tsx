import { type GalleryImage } from '@stairs/contracts';
import { GalleryCategoryBadge, GalleryPicture } from '@stairs/site';
import { Button, EditButton, Spinner, Trash2Icon } from '@stairs/ui';
import { adminTitleOf } from '../../lib/gallery-admin';

export interface GalleryAdminCardProps {
  image: GalleryImage;
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
  deleting: boolean;
}

/** One image of 'Galerie verwalten': thumbnail, title, category, number, 'Deaktiviert' when inactive. */
export function GalleryAdminCard({ image, onEdit, onDelete, deleting }: GalleryAdminCardProps) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <div className="relative aspect-[4/3] bg-muted">
        <GalleryPicture
          image={image}
          sizes="(min-width: 1024px) 25vw, 50vw"
          className="h-full w-full object-cover"
        />
        {image.isActive ? null : (
          <span className="absolute inset-0 flex items-center justify-center bg-black/45">
            <span className="rounded bg-destructive px-2 py-1 text-xs font-semibold text-destructive-foreground">
              Deaktiviert
            </span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug">{adminTitleOf(image)}</h3>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <GalleryCategoryBadge category={image.category} />
          <span className="text-xs text-muted-foreground">{image.galleryNumber}</span>
        </div>
        <div className="mt-auto flex gap-2 pt-2">
          <EditButton className="flex-1" onClick={() => onEdit(image)} />
          {/* docs/product.md §5: gallery deletes have no confirmation step. */}
          <Button
            variant="destructive"
            size="sm"
            onClick={() => onDelete(image)}
            disabled={deleting}
            aria-label={`${adminTitleOf(image)} (${image.galleryNumber}) löschen`}
          >
            {deleting ? (
              <Spinner size="sm" className="text-current" label="Wird gelöscht..." />
            ) : (
              <Trash2Icon />
            )}
          </Button>
        </div>
      </div>
    </article>
  );
}
