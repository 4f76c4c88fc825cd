import {
  GALLERY_CATEGORY_ALIASES,
  type GalleryImage,
  type GalleryImageInput,
  REFERENCE_CATEGORIES,
  type ReferenceCategory,
  type ReferenceProject,
  type ReferenceProjectInput,
  GALLERY_CATEGORIES,
} from '@stairs/contracts';

/** Toasts of /admin-references (docs/product.md §8, "References admin"). */
export const REFERENCES_ADMIN_TEXTS = {
  projectCreated: 'Referenzprojekt erstellt',
  projectUpdated: 'Referenzprojekt aktualisiert',
  projectDeleted: 'Referenzprojekt gelöscht',
  projectCreateFailed: 'Projekt konnte nicht erstellt werden',
  projectUpdateFailed: 'Projekt konnte nicht aktualisiert werden',
  projectDeleteFailed: 'Projekt konnte nicht gelöscht werden',
  imageCreated: 'Galerie-Bild erstellt',
  imageUpdated: 'Galerie-Bild aktualisiert',
  imageDeleted: 'Galerie-Bild gelöscht',
  imageCreateFailed: 'Bild konnte nicht erstellt werden',
  imageUpdateFailed: 'Bild konnte nicht aktualisiert werden',
  imageDeleteFailed: 'Bild konnte nicht gelöscht werden',
  demoRemoved: 'Demo-Inhalte entfernt',
  demoRemovedDescription: (images: number, projects: number) =>
    `${images} Galerie-Bilder und ${projects} Referenzprojekte wurden gelöscht.`,
  demoRemoveFailed: 'Die Demo-Inhalte konnten nicht entfernt werden.',
  projectsLoadFailed: 'Die Referenzprojekte konnten nicht geladen werden.',
  imagesLoadFailed: 'Die Galerie-Bilder konnten nicht geladen werden.',
} as const;

/** 'Aktiv' / 'Inaktiv' (docs/product.md §4). */
export const activeLabel = (active: boolean | undefined): string => (active === false ? 'Inaktiv' : 'Aktiv');

export interface ReferenceFormValues {
  title: string;
  location: string;
  description: string;
  category: ReferenceCategory;
  imageUrl: string;
  externalUrl: string;
  isActive: boolean;
  sortOrder: string;
}

export const EMPTY_REFERENCE_FORM: ReferenceFormValues = {
  title: '',
  location: '',
  description: '',
  category: 'concrete',
  imageUrl: '',
  externalUrl: '',
  isActive: true,
  sortOrder: '0',
};

export function referenceFormFrom(project: ReferenceProject): ReferenceFormValues {
  return {
    title: project.title,
    location: project.location,
    description: project.description,
    category: Object.prototype.hasOwnProperty.call(REFERENCE_CATEGORIES, project.category)
      ? (project.category as ReferenceCategory)
      : 'concrete',
    imageUrl: project.imageUrl,
    externalUrl: project.externalUrl ?? '',
    isActive: project.isActive !== false,
    sortOrder: String(project.sortOrder ?? 0),
  };
}

/** Required: title, location, description and image (docs/product.md §5). */
export function canSubmitReference(values: ReferenceFormValues): boolean {
  return [values.title, values.location, values.description, values.imageUrl].every(
    (text) => text.trim() !== '',
  );
}

/** sortOrder parsed as an integer with fallback 0; an empty external URL becomes null. */
export function toReferenceInput(values: ReferenceFormValues): ReferenceProjectInput {
  const sortOrder = Number.parseInt(values.sortOrder, 10);
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    category: values.category,
    imageUrl: values.imageUrl.trim(),
    externalUrl: values.externalUrl.trim() === '' ? null : values.externalUrl.trim(),
    isActive: values.isActive,
    sortOrder: Number.isNaN(sortOrder) ? 0 : sortOrder,
  };
}

/** The gallery form of the references admin offers the three simpler categories (docs/product.md §5). */
export const SIMPLE_GALLERY_CATEGORIES = {
  before_after: GALLERY_CATEGORIES.vorher_nachher,
  process: GALLERY_CATEGORIES.arbeitsprozess,
  finished: GALLERY_CATEGORIES.fertiges_projekt,
} as const;
export type SimpleGalleryCategory = keyof typeof SIMPLE_GALLERY_CATEGORIES;

export interface SimpleGalleryFormValues {
  title: string;
  imageUrl: string;
  category: SimpleGalleryCategory;
  description: string;
  thumbnailUrl: string;
  externalUrl: string;
  isActive: boolean;
}

export const EMPTY_SIMPLE_GALLERY_FORM: SimpleGalleryFormValues = {
  title: '',
  imageUrl: '',
  category: 'finished',
  description: '',
  thumbnailUrl: '',
  externalUrl: '',
  isActive: false,
};

/** The simpler value of a stored category, for the form (other categories show as 'finished'). */
export function simpleCategoryOf(category: string): SimpleGalleryCategory {
  const entry = Object.entries(GALLERY_CATEGORY_ALIASES).find(([, canonical]) => canonical === category);
  return (entry?.[0] as SimpleGalleryCategory | undefined) ?? 'finished';
}

export function simpleGalleryFormFrom(image: GalleryImage): SimpleGalleryFormValues {
  return {
    title: image.title,
    imageUrl: image.imageUrl,
    category: simpleCategoryOf(image.category),
    description: image.description ?? '',
    thumbnailUrl: image.thumbnailUrl ?? '',
    externalUrl: image.externalUrl ?? '',
    isActive: image.isActive,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Title and image are required; empty optional fields become null. An edit keeps what this form does not show
 * (before/after pair, homepage slider, order) as it was.
 */
export function toSimpleGalleryInput(
  values: SimpleGalleryFormValues,
  current?: GalleryImage,
): GalleryImageInput {
  return {
    ...(current
      ? {
          beforeImageUrl: current.beforeImageUrl,
          afterImageUrl: current.afterImageUrl,
          isBeforeAfter: current.isBeforeAfter,
          showOnHomepage: current.showOnHomepage,
          homepageOrder: current.homepageOrder,
          sortOrder: current.sortOrder,
        }
      : {}),
    title: values.title.trim(),
    imageUrl: values.imageUrl.trim(),
    category: values.category,
    description: orNull(values.description),
    thumbnailUrl: orNull(values.thumbnailUrl),
    externalUrl: orNull(values.externalUrl),
    isActive: values.isActive,
  };
}
