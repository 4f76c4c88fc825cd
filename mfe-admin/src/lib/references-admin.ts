import {
  countOf,
  PAGE_NAMES,
  REFERENCE_CATEGORIES,
  type ReferenceCategory,
  type ReferenceProject,
  type ReferenceProjectInput,
} from '@stairs/contracts';
import { type ListTexts } from '@stairs/ui';
import { type GalleryWriteTexts } from './gallery-admin';

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
    `${countOf(images, 'Galerie-Bild', 'Galerie-Bilder')} und ${countOf(projects, 'Referenzprojekt', PAGE_NAMES.references)} wurden gelöscht.`,
  demoRemoveFailed: 'Die Demo-Inhalte konnten nicht entfernt werden.',
} as const;

/** The states of the 'Bildergalerie' tab's list. */
export const REFERENCES_GALLERY_LIST_TEXTS: ListTexts = {
  loadingLabel: 'Galerie-Bilder werden geladen...',
  errorMessage: 'Die Galerie-Bilder konnten nicht geladen werden.',
  emptyText: 'Noch keine Galerie-Bilder.',
};

/** The gallery editor speaks the references admin's own words on this screen (docs/product.md §8). */
export const REFERENCES_GALLERY_WRITE_TEXTS: GalleryWriteTexts = {
  created: REFERENCES_ADMIN_TEXTS.imageCreated,
  createFailed: REFERENCES_ADMIN_TEXTS.imageCreateFailed,
  updated: REFERENCES_ADMIN_TEXTS.imageUpdated,
  updateFailed: REFERENCES_ADMIN_TEXTS.imageUpdateFailed,
  deleted: REFERENCES_ADMIN_TEXTS.imageDeleted,
  deleteFailed: REFERENCES_ADMIN_TEXTS.imageDeleteFailed,
};

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
