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

const p = (scene: string, variant = 1): DemoPicture => ({ scene, variant });

/** The demo gallery: every category, the before/after pair G-071 first, two homepage sliders. */
export const DEMO_GALLERY: readonly DemoGalleryImage[] = [
  {
    galleryNumber: 'G-071',
    title: 'Betonstiege mit Eiche verkleidet',
    description:
      'Eine graue Betonstiege in einem Wiener Altbau, verkleidet mit hellen Eichenstufen und weißen Setzstufen. Die Arbeiten dauerten zwei Tage.',
    category: 'vorher_nachher',
    picture: p('renovated-stairs-after'),
    before: p('concrete-stairs-before'),
    homepageOrder: 1,
  },
  {
    galleryNumber: 'G-072',
    title: 'Alte Holztreppe abgeschliffen und lackiert',
    description:
      'Zerkratzte Kiefernstufen in Wien-Hernals: abgeschliffen, Kanten ausgebessert und mit einem strapazierfähigen Lack versiegelt.',
    category: 'vorher_nachher',
    picture: p('sanded-stairs-after'),
    before: p('worn-wood-stairs-before'),
    homepageOrder: 2,
  },
  {
    galleryNumber: 'G-073',
    title: 'Eichenstufen im Stiegenhaus',
    description: 'Geölte Eichenstufen mit weißen Setzstufen und einem Handlauf aus Eiche.',
    category: 'fertiges_projekt',
    picture: p('oak-stairs-finished'),
  },
  {
    galleryNumber: 'G-074',
    title: 'Nussbaum auf Beton',
    description: 'Dunkle Nussbaumstufen geben dem hellen Eingangsbereich einen warmen Kontrast.',
    category: 'fertiges_projekt',
    picture: p('walnut-stairs-finished'),
  },
  {
    galleryNumber: 'G-075',
    title: 'Montage der Trittstufen',
    description: 'Die unteren Stufen sind bereits verkleidet, oben wird noch vorbereitet und angepasst.',
    category: 'arbeitsprozess',
    picture: p('workshop-process'),
  },
  {
    galleryNumber: 'G-076',
    title: 'Stufe für Stufe nach Maß',
    description: 'Jede Stufe wird vor Ort vermessen und in der Werkstatt passgenau zugeschnitten.',
    category: 'arbeitsprozess',
    picture: p('workshop-process', 2),
  },
  {
    galleryNumber: 'G-077',
    title: 'Massivholzstufen in Eiche',
    description: '4 cm starke Massivholzstufen aus Eiche, gebürstet und geölt.',
    category: 'massivstufen',
    picture: p('oak-stairs-finished', 2),
  },
  {
    galleryNumber: 'G-078',
    title: 'Massivstufen in Nussbaum',
    description: 'Amerikanischer Nussbaum mit lebhafter Maserung, matt lackiert.',
    category: 'massivstufen',
    picture: p('walnut-stairs-finished', 2),
  },
  {
    galleryNumber: 'G-079',
    title: 'Fertigparkett auf den Stufen',
    description: 'Pflegeleichtes Fertigparkett in Grau-Beige, passend zum Boden im Wohnbereich.',
    category: 'fertigparkett',
    picture: p('parquet-treads'),
  },
  {
    galleryNumber: 'G-080',
    title: 'Blockstufen aus Eiche',
    description: 'Massive Blockstufen ohne Setzstufen lassen das Licht durch das Stiegenhaus fallen.',
    category: 'blockstufen',
    picture: p('block-steps'),
  },
  {
    galleryNumber: 'G-081',
    title: 'Kragarmtreppe',
    description: 'Die Eichenstufen sind in der Wand verankert und scheinen frei zu schweben.',
    category: 'kragarmtreppen',
    picture: p('cantilever-stairs'),
  },
  {
    galleryNumber: 'G-082',
    title: 'Kragarmtreppe im Neubau',
    description: 'Schlanke Kragarmstufen in einem Einfamilienhaus in Wien-Floridsdorf.',
    category: 'kragarmtreppen',
    picture: p('cantilever-stairs', 2),
  },
];

export const DEMO_REFERENCES: readonly DemoReferenceProject[] = [
  {
    title: 'Stiegenhaus im Gründerzeithaus',
    location: '1070 Wien-Neubau',
    description: 'Zwölf Betonstufen mit Eiche verkleidet, Setzstufen weiß lackiert, in zwei Tagen fertig.',
    category: 'concrete',
    picture: p('renovated-stairs-after'),
  },
  {
    title: 'Holztreppe im Reihenhaus',
    location: '1210 Wien-Floridsdorf',
    description: 'Abgetretene Kiefernstufen abgeschliffen, ausgebessert und neu lackiert.',
    category: 'renovation',
    picture: p('sanded-stairs-after'),
  },
  {
    title: 'Nussbaumstufen in der Dachgeschoßwohnung',
    location: '1040 Wien-Wieden',
    description: 'Dunkler Nussbaum auf einer Betonstiege mit Handlauf aus demselben Holz.',
    category: 'wood_cladding',
    picture: p('walnut-stairs-finished'),
  },
  {
    title: 'Kellerstiege neu belegt',
    location: '2340 Mödling',
    description: 'Fertigparkett auf einer Kellerstiege: robust, pflegeleicht und rutschhemmend.',
    category: 'concrete',
    picture: p('parquet-treads'),
  },
  {
    title: 'Blockstufen im Loft',
    location: '1020 Wien-Leopoldstadt',
    description: 'Offene Blockstufen aus Eiche als Blickfang in einem ehemaligen Gewerbeloft.',
    category: 'wood_cladding',
    picture: p('block-steps'),
  },
  {
    title: 'Einfamilienhaus in Hietzing',
    location: '1130 Wien-Hietzing',
    description: 'Eichenstufen geölt, Stufenkanten gefast, passend zum Eichenboden im Vorraum.',
    category: 'renovation',
    picture: p('oak-stairs-finished'),
  },
];

/** The hero picture of the home page (a site asset, not removable demo content). */
export const HERO_PICTURE: DemoPicture = p('hero');

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
