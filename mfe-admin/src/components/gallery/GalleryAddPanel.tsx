import { useState } from 'react';
import { Button } from '@stairs/ui';
import { useAdminGalleryImages } from '../../hooks/useAdminGallery';
import { GalleryImageDialog } from './GalleryImageDialog';
import { OptimizedUploadButton } from './UploadDialogs';

/**
 * 'Bild hinzufügen' (docs/product.md §2, §4): the recommended upload of several photos, and one image with its
 * details in the gallery image dialog, the one editor of an image (its direct upload, the AI button, the
 * before/after pair and the homepage slider).
 */
export function GalleryAddPanel() {
  const [adding, setAdding] = useState(false);
  const everything = useAdminGalleryImages(undefined);

  return (
    <div className="grid gap-8">
      <section className="grid gap-3 rounded-lg border bg-muted/40 p-4">
        <h2 className="text-lg font-semibold">Bilder hochladen</h2>
        <p className="text-sm text-muted-foreground">
          Empfohlen: mehrere Fotos auf einmal hochladen. Sie werden automatisch verkleinert (2–3 MB → 200–500
          KB) und als INAKTIV gespeichert.
        </p>
        <div className="flex flex-wrap gap-3">
          <OptimizedUploadButton />
        </div>
      </section>

      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Bild mit Angaben hinzufügen</h2>
        <p className="text-sm text-muted-foreground">
          Ein Bild direkt hochladen oder per URL angeben, mit Titel, Kategorie, KI-Beschreibung und
          Vorher-Nachher-Paar.
        </p>
        <Button className="justify-self-start" onClick={() => setAdding(true)}>
          Neues Galerie-Bild
        </Button>
      </section>

      <GalleryImageDialog
        image={adding ? 'new' : null}
        images={everything.data ?? []}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}
