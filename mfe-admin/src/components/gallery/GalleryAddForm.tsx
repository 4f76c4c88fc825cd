import { useId, useState, type FormEvent } from 'react';
import { bindFields, Button, Checkbox, InputField, Label, SafeImage } from '@stairs/ui';
import { useGalleryImageActions } from '../../hooks/useAdminGallery';
import {
  canSubmitGalleryForm,
  EMPTY_GALLERY_FORM,
  GALLERY_ADMIN_TEXTS,
  type GalleryFormValues,
  toGalleryImageInput,
} from '../../lib/gallery-admin';
import { GalleryTextFields } from './GalleryTextFields';
import { DirectUploadButton, OptimizedUploadButton } from './UploadDialogs';

/** 'Bild hinzufügen' (docs/product.md §2): the uploads, the preview and the add form. */
export function GalleryAddForm() {
  const [values, setValues] = useState<GalleryFormValues>(EMPTY_GALLERY_FORM);
  const { create, describe } = useGalleryImageActions();
  const change = (next: Partial<GalleryFormValues>) => setValues((current) => ({ ...current, ...next }));
  const bind = bindFields(values, change);
  const beforeAfterId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitGalleryForm(values) || create.isPending) return;
    // Added images start inactive (docs/product.md §4); the form resets after success.
    create.mutate(
      { ...toGalleryImageInput(values), isActive: false },
      { onSuccess: () => setValues(EMPTY_GALLERY_FORM) },
    );
  };

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
          <DirectUploadButton onUploaded={(imageUrl) => change({ imageUrl })} />
        </div>
      </section>

      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
        <h2 className="text-lg font-semibold">Bild mit Angaben hinzufügen</h2>
        {values.imageUrl ? (
          <SafeImage
            src={values.imageUrl}
            alt="Vorschau des Bildes"
            className="h-48 w-full rounded-md border object-cover sm:w-72"
          />
        ) : null}
        <InputField
          label="Bild-URL *"
          {...bind.text('imageUrl')}
          hint="Wird nach dem direkten Upload automatisch ausgefüllt."
          disabled={create.isPending}
        />
        <GalleryTextFields
          values={values}
          onChange={change}
          onDescribe={
            values.imageUrl.trim() === ''
              ? undefined
              : () =>
                  describe.mutate(
                    { imageUrl: values.imageUrl.trim(), title: values.title, category: values.category },
                    { onSuccess: (answer) => change({ description: answer.description }) },
                  )
          }
          describing={describe.isPending}
          disabled={create.isPending}
        />
        {values.imageUrl.trim() === '' ? (
          <p className="text-xs text-muted-foreground">{GALLERY_ADMIN_TEXTS.aiNeedsImage}</p>
        ) : null}
        <div className="flex items-center gap-2">
          <Checkbox
            id={beforeAfterId}
            checked={values.isBeforeAfter}
            onCheckedChange={(checked) => change({ isBeforeAfter: checked === true })}
            disabled={create.isPending}
          />
          <Label htmlFor={beforeAfterId}>Vorher-Nachher Vergleich aktivieren</Label>
        </div>
        {values.isBeforeAfter ? (
          <div className="grid gap-3 rounded-md border p-3">
            <InputField
              label="Vorher-Bild URL *"
              {...bind.text('beforeImageUrl')}
              disabled={create.isPending}
            />
            <InputField
              label="Nachher-Bild URL *"
              {...bind.text('afterImageUrl')}
              hint="Beide Bilder werden im Schieberegler übereinandergelegt: links vorher, rechts nachher."
              disabled={create.isPending}
            />
          </div>
        ) : null}
        <Button
          type="submit"
          className="justify-self-start"
          disabled={!canSubmitGalleryForm(values) || create.isPending}
        >
          {create.isPending ? 'Wird gespeichert...' : 'Bild hinzufügen'}
        </Button>
      </form>
    </div>
  );
}
