import {
  countOf,
  GALLERY_LIMITS,
  type GalleryCategory,
  type GalleryImage,
  type GalleryImageInput,
  plural,
} from '@stairs/contracts';
import { type ListTexts } from '@stairs/ui';

/** Toast texts of /admin-gallery (docs/product.md §8, "Gallery admin"). */
export const GALLERY_ADMIN_TEXTS = {
  /** An uploaded picture (a file name is no title): the edit form asks for one. */
  untitled: 'Ohne Titel',
  uploadBatchStarted: (count: number) =>
    `Upload gestartet, ${plural(count, { one: '# Bild wird', other: '# Bilder werden' })} verarbeitet...`,
  uploadBatchDone: 'Upload abgeschlossen',
  /** One toast at a time: the batch's last toast sums up what the per-file toasts said. */
  uploadBatchSummary: (succeeded: number, failed: number) =>
    [
      succeeded > 0 ? `${countOf(succeeded, 'Bild', 'Bilder')} optimiert und als INAKTIV gespeichert.` : '',
      failed > 0 ? `${failed} fehlgeschlagen.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  uploadFileDone: 'Bild optimiert und gespeichert!',
  uploadFileDoneDescription: (name: string) => `${name} wurde als INAKTIV gespeichert.`,
  uploadFileFailed: 'Upload-Fehler',
  uploadFailedFallback: 'Upload fehlgeschlagen',
  directUploadDone: 'Upload erfolgreich, Bild wurde hochgeladen. Jetzt Informationen eingeben und speichern.',
  added: 'Bild hinzugefügt',
  addedDescription: 'Das Bild wurde als INAKTIV gespeichert. Aktivieren Sie es über „Bearbeiten“.',
  addFailed: 'Bild konnte nicht hinzugefügt werden.',
  updated: 'Bild aktualisiert',
  updatedDescription: 'Die Änderungen wurden erfolgreich gespeichert',
  updateUncertainTitle: 'Aktualisierung',
  updateUncertain: 'Die Änderungen wurden möglicherweise gespeichert. Bitte überprüfen Sie die Galerie.',
  deleted: 'Bild gelöscht',
  deleteFailed: 'Bild konnte nicht gelöscht werden.',
  aiDone: 'KI-Beschreibung generiert.',
  aiFailed: 'KI-Beschreibung konnte nicht generiert werden.',
  aiNeedsImage: 'Bitte laden Sie zuerst ein Bild hoch.',
} as const;

/** The states of the gallery admin's list. */
export const GALLERY_ADMIN_LIST_TEXTS: ListTexts = {
  loadingLabel: 'Galerie wird geladen...',
  errorMessage: 'Die Galerie konnte nicht geladen werden.',
  emptyText: 'Keine Bilder in dieser Auswahl.',
};

/** The toasts of a screen that writes gallery images: the gallery admin's, or the references admin's own words. */
export interface GalleryWriteTexts {
  created: string;
  createdDescription?: string;
  createFailed: string;
  updated: string;
  updatedDescription?: string;
  /** A refusal without a reason of the server's. */
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}

export const GALLERY_ADMIN_WRITE_TEXTS: GalleryWriteTexts = {
  created: GALLERY_ADMIN_TEXTS.added,
  createdDescription: GALLERY_ADMIN_TEXTS.addedDescription,
  createFailed: GALLERY_ADMIN_TEXTS.addFailed,
  updated: GALLERY_ADMIN_TEXTS.updated,
  updatedDescription: GALLERY_ADMIN_TEXTS.updatedDescription,
  updateFailed: GALLERY_ADMIN_TEXTS.updateUncertain,
  deleted: GALLERY_ADMIN_TEXTS.deleted,
  deleteFailed: GALLERY_ADMIN_TEXTS.deleteFailed,
};

/** 'Alle Kategorien' in the filter. */
export const ALL_CATEGORIES = 'all';

/** The gallery image dialog edits these values; numbers stay text until they are sent. */
export interface GalleryFormValues {
  title: string;
  description: string;
  category: GalleryCategory;
  imageUrl: string;
  thumbnailUrl: string;
  externalUrl: string;
  isBeforeAfter: boolean;
  beforeImageUrl: string;
  afterImageUrl: string;
  isActive: boolean;
  showOnHomepage: boolean;
  homepageOrder: string;
  sortOrder: number;
}

export const EMPTY_GALLERY_FORM: GalleryFormValues = {
  title: '',
  description: '',
  category: 'fertiges_projekt',
  imageUrl: '',
  thumbnailUrl: '',
  externalUrl: '',
  isBeforeAfter: false,
  beforeImageUrl: '',
  afterImageUrl: '',
  isActive: false,
  showOnHomepage: false,
  homepageOrder: '',
  sortOrder: 0,
};

export function formFromImage(image: GalleryImage): GalleryFormValues {
  return {
    title: image.title,
    description: image.description ?? '',
    category: (image.category as GalleryCategory) ?? 'fertiges_projekt',
    imageUrl: image.imageUrl,
    thumbnailUrl: image.thumbnailUrl ?? '',
    externalUrl: image.externalUrl ?? '',
    isBeforeAfter: image.isBeforeAfter,
    beforeImageUrl: image.beforeImageUrl ?? '',
    afterImageUrl: image.afterImageUrl ?? '',
    isActive: image.isActive,
    showOnHomepage: image.showOnHomepage,
    homepageOrder: image.homepageOrder === null ? '' : String(image.homepageOrder),
    sortOrder: image.sortOrder,
  };
}

/** 1–10, or empty; anything else is invalid. */
export function parseHomepageOrder(value: string): number | null | 'invalid' {
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isInteger(parsed) &&
    parsed >= GALLERY_LIMITS.homepageOrderMin &&
    parsed <= GALLERY_LIMITS.homepageOrderMax
    ? parsed
    : 'invalid';
}

/** The image dialog's submit rule (docs/product.md §5): title and image, and both pictures of a before/after pair. */
export function canSubmitGalleryForm(values: GalleryFormValues): boolean {
  if (values.title.trim() === '' || values.imageUrl.trim() === '') return false;
  if (values.isBeforeAfter && (values.beforeImageUrl.trim() === '' || values.afterImageUrl.trim() === '')) {
    return false;
  }
  return parseHomepageOrder(values.homepageOrder) !== 'invalid';
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What the server gets; turning on before/after makes it a vorher_nachher image. */
export function toGalleryImageInput(values: GalleryFormValues): GalleryImageInput {
  const homepageOrder = parseHomepageOrder(values.homepageOrder);
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    category: values.isBeforeAfter ? 'vorher_nachher' : values.category,
    imageUrl: values.imageUrl.trim(),
    thumbnailUrl: orNull(values.thumbnailUrl),
    externalUrl: orNull(values.externalUrl),
    isBeforeAfter: values.isBeforeAfter,
    beforeImageUrl: orNull(values.beforeImageUrl),
    afterImageUrl: orNull(values.afterImageUrl),
    isActive: values.isActive,
    showOnHomepage: values.showOnHomepage,
    homepageOrder: homepageOrder === 'invalid' ? null : homepageOrder,
    sortOrder: values.sortOrder,
  };
}

/** An image's name in the admin: its title, or 'Ohne Titel' until the operator gives it one. */
export function adminTitleOf(image: Pick<GalleryImage, 'title'>): string {
  return image.title.trim() === '' ? GALLERY_ADMIN_TEXTS.untitled : image.title;
}

/** The confirm prompt of a gallery image's 'Löschen' (the edit dialog and the references' 'Bildergalerie'). */
export function galleryDeletePrompt(image: Pick<GalleryImage, 'title' | 'galleryNumber'>): {
  title: string;
  description: string;
} {
  return {
    title: 'Galerie-Bild löschen?',
    description: `„${adminTitleOf(image)}“ (${image.galleryNumber}) wird gelöscht.`,
  };
}
