import { SaveDialogFooter } from '../SaveDialogFooter';
import { useState, type FormEvent } from 'react';
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
  ImageIcon,
  InputField,
  Label,
  ListState,
  listStatus,
  PencilIcon,
  SafeImage,
  SelectField,
  Skeleton,
  Switch,
  TextareaField,
} from '@stairs/ui';
import { useAdminGalleryImages } from '../../hooks/useAdminGallery';
import { useReferencesGalleryActions } from '../../hooks/useReferenceProjectsAdmin';
import {
  activeLabel,
  EMPTY_SIMPLE_GALLERY_FORM,
  REFERENCES_ADMIN_TEXTS,
  SIMPLE_GALLERY_CATEGORIES,
  type SimpleGalleryCategory,
  type SimpleGalleryFormValues,
  simpleGalleryFormFrom,
  toSimpleGalleryInput,
} from '../../lib/references-admin';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';

const CATEGORY_ENTRIES = Object.entries(SIMPLE_GALLERY_CATEGORIES) as Array<[SimpleGalleryCategory, string]>;

/** 'Bildergalerie': the gallery images with create, edit, preview and delete. */
export function ReferencesGalleryTab() {
  const query = useAdminGalleryImages(undefined);
  const { remove } = useReferencesGalleryActions();
  const [editing, setEditing] = useState<GalleryImage | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<GalleryImage | null>(null);
  const images = query.data ?? [];

  return (
    <section aria-label="Bildergalerie" className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        Neues Galerie-Bild
      </Button>
      <ListState
        status={listStatus(query, images.length)}
        loadingLabel="Galerie-Bilder werden geladen..."
        skeleton={
          <div className="grid gap-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        }
        errorMessage={REFERENCES_ADMIN_TEXTS.imagesLoadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        emptyText="Noch keine Galerie-Bilder."
      >
        <ul className="grid gap-3">
          {images.map((image) => (
            <li
              key={image.id}
              className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center"
            >
              <SafeImage
                src={image.thumbnailUrl || image.imageUrl}
                alt={image.title}
                className="h-16 w-24 shrink-0 rounded object-cover"
              />
              <div className="grid flex-1 gap-1">
                <span className="font-semibold">
                  {image.title}{' '}
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
                <Button variant="outline" size="sm" onClick={() => setEditing(image)}>
                  <PencilIcon />
                  Bearbeiten
                </Button>
                <ConfirmDeleteButton
                  title="Galerie-Bild löschen?"
                  description={`„${image.title}“ (${image.galleryNumber}) wird gelöscht.`}
                  triggerAriaLabel={`${image.title} löschen`}
                  onConfirm={async () => {
                    await remove.mutateAsync(image.id).catch(() => undefined);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
          {editing ? (
            <SimpleGalleryForm
              key={editing === 'new' ? 'new' : editing.id}
              image={editing}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
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

function SimpleGalleryForm({ image, onDone }: { image: GalleryImage | 'new'; onDone: () => void }) {
  const [values, setValues] = useState<SimpleGalleryFormValues>(() =>
    image === 'new' ? EMPTY_SIMPLE_GALLERY_FORM : simpleGalleryFormFrom(image),
  );
  const { create, update } = useReferencesGalleryActions();
  const pending = create.isPending || update.isPending;
  const change = (next: Partial<SimpleGalleryFormValues>) =>
    setValues((current) => ({ ...current, ...next }));
  const ready = values.title.trim() !== '' && values.imageUrl.trim() !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || pending) return;
    if (image === 'new') create.mutate(toSimpleGalleryInput(values), { onSuccess: onDone });
    else update.mutate({ id: image.id, input: toSimpleGalleryInput(values, image) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{image === 'new' ? 'Neues Galerie-Bild' : 'Galerie-Bild bearbeiten'}</DialogTitle>
      </DialogHeader>
      <InputField
        label="Titel *"
        value={values.title}
        onChange={(e) => change({ title: e.target.value })}
        required
      />
      <InputField
        label="Bild-URL *"
        type="url"
        value={values.imageUrl}
        onChange={(e) => change({ imageUrl: e.target.value })}
        placeholder="/objects/… oder https://…"
        required
      />
      <SelectField
        label="Kategorie"
        value={values.category}
        onValueChange={(category) => change({ category })}
        options={CATEGORY_ENTRIES}
      />
      <TextareaField
        label="Beschreibung"
        rows={3}
        value={values.description}
        onChange={(e) => change({ description: e.target.value })}
      />
      <InputField
        label="Vorschaubild-URL"
        type="url"
        value={values.thumbnailUrl}
        onChange={(e) => change({ thumbnailUrl: e.target.value })}
      />
      <InputField
        label="Externe URL"
        type="url"
        value={values.externalUrl}
        onChange={(e) => change({ externalUrl: e.target.value })}
      />
      <div className="flex items-center gap-2">
        <Switch
          id="gallery-simple-active"
          checked={values.isActive}
          onCheckedChange={(isActive) => change({ isActive })}
        />
        <Label htmlFor="gallery-simple-active">Aktiv (in der Galerie sichtbar)</Label>
      </div>
      <SaveDialogFooter onCancel={onDone} pending={pending} ready={ready} />
    </form>
  );
}
