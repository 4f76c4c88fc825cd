import { SaveDialogFooter } from '../SaveDialogFooter';
import { useState, type FormEvent } from 'react';
import { type GalleryImage, PAGE_NAMES } from '@stairs/contracts';
import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  InputField,
  Label,
  SafeImage,
  Switch,
} from '@stairs/ui';
import { useGalleryImageActions } from '../../hooks/useAdminGallery';
import {
  canSubmitGalleryForm,
  formFromImage,
  type GalleryFormValues,
  parseHomepageOrder,
  toGalleryImageInput,
} from '../../lib/gallery-admin';
import { GalleryTextFields } from './GalleryTextFields';
import { ImageUrlPicker } from './ImageUrlPicker';

export interface GalleryEditDialogProps {
  /** The image being edited; the dialog is open while it is set. */
  image: GalleryImage | null;
  /** The gallery, for the image pickers. */
  images: readonly GalleryImage[];
  onClose: () => void;
}

/** 'Bild bearbeiten' (docs/product.md §2): fields, active switch, before/after pair and the homepage slider. */
export function GalleryEditDialog({ image, images, onClose }: GalleryEditDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {image ? <EditForm key={image.id} image={image} images={images} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({
  image,
  images,
  onDone,
}: {
  image: GalleryImage;
  images: readonly GalleryImage[];
  onDone: () => void;
}) {
  const [values, setValues] = useState<GalleryFormValues>(() => formFromImage(image));
  const { update, describe } = useGalleryImageActions();
  const change = (next: Partial<GalleryFormValues>) => setValues((current) => ({ ...current, ...next }));
  const orderInvalid = parseHomepageOrder(values.homepageOrder) === 'invalid';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitGalleryForm(values) || update.isPending) return;
    // Success and failure both close the dialog: a failure is uncertain and the list is refreshed either way.
    update.mutate({ id: image.id, input: toGalleryImageInput(values) }, { onSettled: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Bild bearbeiten</DialogTitle>
        <DialogDescription>
          {image.galleryNumber} · {image.isActive ? 'Aktiv' : 'Inaktiv'}
        </DialogDescription>
      </DialogHeader>
      <SafeImage
        src={image.thumbnailUrl || image.imageUrl}
        alt={image.title}
        className="h-40 w-full rounded-md border object-cover sm:w-60"
      />
      <GalleryTextFields
        values={values}
        onChange={change}
        onDescribe={() =>
          describe.mutate(
            { id: image.id },
            { onSuccess: (answer) => change({ description: answer.description }) },
          )
        }
        describing={describe.isPending}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="gallery-edit-active"
          checked={values.isActive}
          onCheckedChange={(checked) => change({ isActive: checked === true })}
        />
        <Label htmlFor="gallery-edit-active">Bild ist aktiv</Label>
      </div>

      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Vorher-Nachher</legend>
        <div className="flex items-center gap-2">
          <Switch
            id="gallery-edit-before-after"
            checked={values.isBeforeAfter}
            // Turning it on makes the image a before/after image (docs/product.md §4).
            onCheckedChange={(on) =>
              change(on ? { isBeforeAfter: true, category: 'vorher_nachher' } : { isBeforeAfter: false })
            }
          />
          <Label htmlFor="gallery-edit-before-after">Als Vorher-Nachher-Vergleich anzeigen</Label>
        </div>
        {values.isBeforeAfter ? (
          <>
            <ImageUrlPicker
              label="Vorher-Bild *"
              value={values.beforeImageUrl}
              onChange={(beforeImageUrl) => change({ beforeImageUrl })}
              images={images}
            />
            <ImageUrlPicker
              label="Nachher-Bild *"
              value={values.afterImageUrl}
              onChange={(afterImageUrl) => change({ afterImageUrl })}
              images={images}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{PAGE_NAMES.home}</legend>
        <div className="flex items-center gap-2">
          <Switch
            id="gallery-edit-homepage"
            checked={values.showOnHomepage}
            onCheckedChange={(on) => change({ showOnHomepage: on })}
          />
          <Label htmlFor="gallery-edit-homepage">Im Vorher-Nachher-Slider der Startseite zeigen</Label>
        </div>
        {values.showOnHomepage ? (
          <>
            <InputField
              label="Reihenfolge (1–10)"
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              value={values.homepageOrder}
              onChange={(event) => change({ homepageOrder: event.target.value })}
              error={orderInvalid ? 'Bitte eine Zahl von 1 bis 10 eingeben.' : undefined}
              className="max-w-40"
            />
            <ImageUrlPicker
              label="Vorher-Bild"
              value={values.beforeImageUrl}
              onChange={(beforeImageUrl) => change({ beforeImageUrl })}
              images={images}
              hint="Dieses Bild ist das Nachher-Bild; das gewählte Vorher-Bild liegt im Slider darüber."
            />
          </>
        ) : null}
      </fieldset>

      <SaveDialogFooter onCancel={onDone} pending={update.isPending} ready={canSubmitGalleryForm(values)} />
    </form>
  );
}
