import { useState } from 'react';
import { type GalleryImage } from '@stairs/contracts';
import { GalleryCategoryBadge } from '@stairs/site';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EditButton,
  EntryList,
  ImageIcon,
  SafeImage,
} from '@stairs/ui';
import { useAdminGalleryImages, useGalleryImageActions } from '../../hooks/useAdminGallery';
import { adminTitleOf, galleryDeletePrompt } from '../../lib/gallery-admin';
import {
  activeLabel,
  REFERENCES_GALLERY_LIST_TEXTS,
  REFERENCES_GALLERY_WRITE_TEXTS,
} from '../../lib/references-admin';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { GalleryImageDialog } from '../gallery/GalleryImageDialog';

/** 'Bildergalerie': the gallery images with create, edit (the gallery admin's editor), preview and delete. */
export function ReferencesGalleryTab() {
  const query = useAdminGalleryImages(undefined);
  const { remove } = useGalleryImageActions(REFERENCES_GALLERY_WRITE_TEXTS);
  const [editing, setEditing] = useState<GalleryImage | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<GalleryImage | null>(null);
  const images = query.data ?? [];

  return (
    <section aria-label="Bildergalerie" className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        Neues Galerie-Bild
      </Button>
      <EntryList query={query} texts={REFERENCES_GALLERY_LIST_TEXTS}>
        {(image) => (
          <>
            <SafeImage
              src={image.thumbnailUrl || image.imageUrl}
              alt={adminTitleOf(image)}
              className="h-16 w-24 shrink-0 rounded object-cover"
            />
            <div className="grid flex-1 gap-1">
              <span className="font-semibold">
                {adminTitleOf(image)}{' '}
                <span className="font-normal text-muted-foreground">· {image.galleryNumber}</span>
              </span>
              <span className="flex flex-wrap gap-2">
                <GalleryCategoryBadge category={image.category} />
                <Badge variant={image.isActive ? 'outline' : 'secondary'}>
                  {activeLabel(image.isActive)}
                </Badge>
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setPreviewing(image)}>
                <ImageIcon />
                Vorschau
              </Button>
              <EditButton onClick={() => setEditing(image)} />
              <ConfirmDeleteButton
                {...galleryDeletePrompt(image)}
                triggerAriaLabel={`${adminTitleOf(image)} löschen`}
                onConfirm={async () => {
                  await remove.mutateAsync(image.id).catch(() => undefined);
                }}
              />
            </div>
          </>
        )}
      </EntryList>
      <GalleryImageDialog
        image={editing}
        images={images}
        texts={REFERENCES_GALLERY_WRITE_TEXTS}
        onClose={() => setEditing(null)}
      />
      <Dialog open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{previewing?.title}</DialogTitle>
            <DialogDescription>{previewing?.galleryNumber}</DialogDescription>
          </DialogHeader>
          {previewing ? (
            <SafeImage
              src={previewing.imageUrl}
              alt={previewing.title}
              className="max-h-[70vh] w-full rounded object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
