import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GalleryCategory, type ReferenceCategory } from '@stairs/contracts';
import { DEMO_ARTICLES } from '../../blog/demo-articles';
import { BACKEND_ROOT } from '../../config/config.schema';

/** A scene the picture tool draws (backend/tools/demo-pictures); a before/after pair shares the variant. */
export interface DemoPicture {
  scene: string;
  variant: number;
}

/** A picture's name, in its file and its stored keys. */
export const demoPictureName = ({ scene, variant }: DemoPicture): string => `${scene}-${variant}`;

/** The pictures as JPEGs, rendered once by the picture tool and committed; the seed optimizes them like uploads. */
export const DEMO_PICTURES_DIR = path.join(BACKEND_ROOT, 'assets', 'demo-pictures');
export const demoPictureFile = (picture: DemoPicture): string =>
  path.join(DEMO_PICTURES_DIR, `${demoPictureName(picture)}.jpg`);

export interface DemoGalleryImage {
  galleryNumber: string;
  title: string;
  description: string;
  category: GalleryCategory;
  picture: DemoPicture;
  before?: DemoPicture;
  homepageOrder?: number;
}

export interface DemoReferenceProject {
  title: string;
  location: string;
  description: string;
  category: ReferenceCategory;
  picture: DemoPicture;
}

/**
 * The demo gallery (every category, the before/after pair G-071 first, two homepage sliders) and the reference
 * projects: texts are data, in `backend/assets/demo-content.json` beside the pictures they name.
 */
const DEMO_CONTENT = JSON.parse(
  readFileSync(path.join(BACKEND_ROOT, 'assets', 'demo-content.json'), 'utf8'),
) as {
  gallery: DemoGalleryImage[];
  references: DemoReferenceProject[];
};
export const DEMO_GALLERY: readonly DemoGalleryImage[] = DEMO_CONTENT.gallery;
export const DEMO_REFERENCES: readonly DemoReferenceProject[] = DEMO_CONTENT.references;

/** The hero picture of the home page (a site asset, not removable demo content). */
export const HERO_PICTURE: DemoPicture = { scene: 'hero', variant: 1 };

/** Every picture the demo content shows, each once. */
export const DEMO_PICTURES: readonly DemoPicture[] = [
  ...new Map(
    [
      ...DEMO_GALLERY.flatMap((item) => (item.before ? [item.picture, item.before] : [item.picture])),
      ...DEMO_REFERENCES.map((item) => item.picture),
      ...DEMO_ARTICLES.map((item) => item.picture),
    ].map((picture) => [demoPictureName(picture), picture]),
  ).values(),
];
