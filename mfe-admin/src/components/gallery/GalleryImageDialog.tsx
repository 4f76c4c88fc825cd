import { useState, type FormEvent } from 'react';
import { type GalleryImage, PAGE_NAMES } from '@stairs/contracts';
import {
  bindFields,
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
  galleryDeletePrompt,
  EMPTY_GALLERY_FORM,
  formFromImage,
  GALLERY_ADMIN_TEXTS,
  GALLERY_ADMIN_WRITE_TEXTS,
  type GalleryFormValues,
  type GalleryWriteTexts,
  parseHomepageOrder,
  toGalleryImageInput,
} from '../../lib/gallery-admin';
import { GalleryTextFields } from './GalleryTextFields';
import { ImageUrlPicker } from './ImageUrlPicker';
import { DirectUploadButton } from './UploadDialogs';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { SaveDialogFooter } from '../SaveDialogFooter';

export interface GalleryImageDialogProps {
  /** The image being edited, or 'new' for a new one; the dialog is open while it is set. */
  image: GalleryImage | 'new' | null;
  /** The gallery, for the image pickers. */
  images: readonly GalleryImage[];
  /** The toasts of the screen the dialog is on. */
  texts?: GalleryWriteTexts;
  onClose: () => void;
}

/**
 * The one editor of a gallery image, on /admin-gallery and in /admin-references' 'Bildergalerie' (docs/product.md
 * §2): fields, active switch, before/after pair and the homepage slider; a new image also gets its picture here,
 * an existing one can be deleted here, on whichever screen it is edited.
 */
export function GalleryImageDialog({
  image,
  images,
  texts = GALLERY_ADMIN_WRITE_TEXTS,
  onClose,
}: GalleryImageDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {image ? (
          <GalleryImageForm
            key={image === 'new' ? 'new' : image.id}
            image={image}
            images={images}
            texts={texts}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form (exported for its server render test: a dialog's content needs a browser). */
export function GalleryImageForm({
  image,
  images,
  texts,
  onDone,
}: {
  image: GalleryImage | 'new';
  images: readonly GalleryImage[];
  texts: GalleryWriteTexts;
  onDone: () => void;
}) {
  const [values, setValues] = useState<GalleryFormValues>(() =>
    image === 'new' ? EMPTY_GALLERY_FORM : formFromImage(image),
  );
  const { create, update, remove, describe } = useGalleryImageActions(texts);
  const pending = create.isPending || update.isPending || remove.isPending;
  const change = (next: Partial<GalleryFormValues>) => setValues((current) => ({ ...current, ...next }));
  const bind = bindFields(values, change);
  const orderInvalid = parseHomepageOrder(values.homepageOrder) === 'invalid';
  const imageUrl = values.imageUrl.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitGalleryForm(values) || pending) return;
    if (image === 'new') {
      // A failed create keeps the dialog and what was typed; the toast says why.
      create.mutate(toGalleryImageInput(values), { onSuccess: onDone });
      return;
    }
    // Success and failure both close the dialog: a failure is uncertain and the list is refreshed either way.
    update.mutate({ id: image.id, input: toGalleryImageInput(values) }, { onSettled: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{image === 'new' ? 'Neues Galerie-Bild' : 'Bild bearbeiten'}</DialogTitle>
        {image === 'new' ? null : (
          <DialogDescription>
            {image.galleryNumber} · {image.isActive ? 'Aktiv' : 'Inaktiv'}
          </DialogDescription>
        )}
      </DialogHeader>
      {imageUrl === '' ? null : (
        <SafeImage
          src={image === 'new' ? imageUrl : image.thumbnailUrl || image.imageUrl}
          alt={image === 'new' ? 'Vorschau des Bildes' : image.title}
          className="h-40 w-full rounded-md border object-cover sm:w-60"
        />
      )}
      {image === 'new' ? (
        <div className="grid gap-2">
          <InputField
            label="Bild-URL *"
            {...bind.text('imageUrl')}
            placeholder="/objects/… oder https://…"
            hint="Wird nach dem Hochladen automatisch ausgefüllt."
          />
          <DirectUploadButton onUploaded={(uploaded) => change({ imageUrl: uploaded })} />
        </div>
      ) : null}
      <GalleryTextFields
        values={values}
        onChange={change}
        onDescribe={
          image !== 'new'
            ? () =>
                describe.mutate(
                  { id: image.id },
                  { onSuccess: (answer) => change({ description: answer.description }) },
                )
            : imageUrl === ''
              ? undefined
              : () =>
                  describe.mutate(
                    { imageUrl, title: values.title, category: values.category },
                    { onSuccess: (answer) => change({ description: answer.description }) },
                  )
        }
        describing={describe.isPending}
      />
      {image === 'new' && imageUrl === '' ? (
        <p className="text-xs text-muted-foreground">{GALLERY_ADMIN_TEXTS.aiNeedsImage}</p>
      ) : null}
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
            <ImageUrlPicker label="Vorher-Bild *" {...bind.value('beforeImageUrl')} images={images} />
            <ImageUrlPicker label="Nachher-Bild *" {...bind.value('afterImageUrl')} images={images} />
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
              {...bind.text('homepageOrder')}
              error={orderInvalid ? 'Bitte eine Zahl von 1 bis 10 eingeben.' : undefined}
              className="max-w-40"
            />
            <ImageUrlPicker
              label="Vorher-Bild"
              {...bind.value('beforeImageUrl')}
              images={images}
              hint="Dieses Bild ist das Nachher-Bild; das gewählte Vorher-Bild liegt im Slider darüber."
            />
          </>
        ) : null}
      </fieldset>

      {image === 'new' ? null : (
        <div className="border-t pt-4">
          <ConfirmDeleteButton
            {...galleryDeletePrompt(image)}
            triggerLabel="Bild löschen"
            disabled={pending}
            onConfirm={async () => {
              // The toast says how it went; a deleted image's dialog has nothing left to edit.
              if (
                await remove.mutateAsync(image.id).then(
                  () => true,
                  () => false,
                )
              )
                onDone();
            }}
          />
        </div>
      )}
      <SaveDialogFooter onCancel={onDone} pending={pending} ready={canSubmitGalleryForm(values)} />
    </form>
  );
}
