import { useId, useState } from 'react';
import { galleryImageSources, type GalleryImage } from '@stairs/contracts';
import { Button, cn, Input, Label, SafeImage } from '@stairs/ui';
import { adminTitleOf } from '../../lib/gallery-admin';

export interface ImageUrlPickerProps {
  label: string;
  value: string;
  onValueChange: (url: string) => void;
  /** Images to choose from (the gallery). */
  images: readonly GalleryImage[];
  hint?: string;
}

/** An image URL typed in or chosen from the gallery, with a preview of what is set. */
export function ImageUrlPicker({ label, value, onValueChange, images, hint }: ImageUrlPickerProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="text"
          inputMode="url"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder="/objects/… oder https://…"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => setChoosing((open) => !open)}
          aria-expanded={choosing}
        >
          Aus Galerie
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {value ? (
        <SafeImage src={value} alt={`Vorschau: ${label}`} className="h-28 w-40 rounded border object-cover" />
      ) : null}
      {choosing ? (
        <ul className="grid max-h-60 grid-cols-3 gap-2 overflow-y-auto rounded border p-2 sm:grid-cols-4">
          {images.map((image) => {
            const sources = galleryImageSources(image);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => {
                    onValueChange(image.imageUrl);
                    setChoosing(false);
                  }}
                  className={cn(
                    'block w-full overflow-hidden rounded border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    value === image.imageUrl && 'ring-2 ring-primary',
                  )}
                  aria-label={`${adminTitleOf(image)} (${image.galleryNumber}) wählen`}
                >
                  <SafeImage src={sources?.src} alt="" className="aspect-[4/3] w-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
