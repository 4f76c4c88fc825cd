/** Gallery categories (docs/product.md §3; docs/decisions.md). */
export const GALLERY_CATEGORIES = {
  fertiges_projekt: 'Fertiges Projekt',
  arbeitsprozess: 'Arbeitsprozess',
  vorher_nachher: 'Vorher/Nachher',
  massivstufen: 'Massivstufen',
  fertigparkett: 'Fertigparkett',
  blockstufen: 'Blockstufen',
  kragarmtreppen: 'Kragarmtreppen',
} as const;
export type GalleryCategory = keyof typeof GALLERY_CATEGORIES;

/** Simpler values accepted on input and stored as the canonical ones. */
export const GALLERY_CATEGORY_ALIASES: Record<string, GalleryCategory> = {
  before_after: 'vorher_nachher',
  process: 'arbeitsprozess',
  finished: 'fertiges_projekt',
};

export function isGalleryCategory(value: string): value is GalleryCategory {
  return Object.prototype.hasOwnProperty.call(GALLERY_CATEGORIES, value);
}

/** The canonical category of a value (an alias maps onto its admin category), or undefined when unknown. */
export function canonicalGalleryCategory(value: string): GalleryCategory | undefined {
  const canonical = Object.prototype.hasOwnProperty.call(GALLERY_CATEGORY_ALIASES, value)
    ? GALLERY_CATEGORY_ALIASES[value]
    : value;
  return canonical !== undefined && isGalleryCategory(canonical) ? canonical : undefined;
}

/** Limits of the gallery (docs/product.md §9). */
export const GALLERY_LIMITS = {
  /** Per uploaded file: 10 MB. */
  uploadMaxBytes: 10_485_760,
  /**
   * Pixels per uploaded picture, read from its header before anything decodes it (a panorama or a 48-megapixel
   * photo fits; a few KB that decode to 256 million pixels do not). The worker's decoder keeps the same limit.
   */
  uploadMaxPixels: 80_000_000,
  /** Files per direct-upload batch. */
  uploadMaxFiles: 10,
  homepageOrderMin: 1,
  homepageOrderMax: 10,
  titleMaxLength: 200,
  descriptionMaxLength: 4000,
  urlMaxLength: 2048,
} as const;

/**
 * The picture formats the server takes, by the extension it stores them under. It reads the bytes (never the
 * name): SVG is refused (it can carry script), BMP and HEIC cannot be read or shown. Every upload picker offers
 * exactly these, so a visitor or operator is never offered a file the server will refuse.
 */
export const PICTURE_FORMATS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
} as const;

export type PictureExtension = keyof typeof PICTURE_FORMATS;

/** The pickers' list (an `accept` attribute, Uppy's allowedFileTypes): the types and their usual extensions. */
export const PICTURE_PICKER_TYPES: readonly string[] = [
  ...Object.values(PICTURE_FORMATS),
  ...['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.tif', '.tiff'],
];

/** German texts of the gallery and reference calls (server messages and the admin screens' toasts). */
/** How large an upload may be, and what a larger one is told: the same words before it is sent and after. */
export interface UploadSizeLimit {
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * The admin's gallery uploads: 10 MB each. Its message is written here and GALLERY_MESSAGES names it (not the
 * other way round): a bundle that checks sizes then does not carry every gallery message.
 */
export const GALLERY_UPLOAD_SIZE: UploadSizeLimit = {
  maxBytes: GALLERY_LIMITS.uploadMaxBytes,
  tooLargeMessage: 'Das Bild ist größer als 10 MB.',
};

export const GALLERY_MESSAGES = {
  imageNotFound: 'Das Galerie-Bild wurde nicht gefunden.',
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  titleTooLong: `Der Titel darf höchstens ${GALLERY_LIMITS.titleMaxLength} Zeichen lang sein.`,
  descriptionTooLong: `Die Beschreibung darf höchstens ${GALLERY_LIMITS.descriptionMaxLength} Zeichen lang sein.`,
  imageUrlRequired: 'Bitte geben Sie eine Bild-URL an.',
  urlInvalid: 'Bitte geben Sie eine gültige URL an (https://… oder /objects/…).',
  imageSourceNotAllowed:
    'Diese Bildquelle ist nicht erlaubt. Bitte laden Sie das Bild hoch oder verwenden Sie eine erlaubte Adresse.',
  categoryInvalid: 'Bitte wählen Sie eine gültige Kategorie.',
  beforeAfterUrlsRequired:
    'Für einen Vorher-Nachher-Vergleich sind Vorher-Bild und Nachher-Bild erforderlich.',
  homepageOrderInvalid: `Die Reihenfolge auf der Startseite muss eine Zahl von ${GALLERY_LIMITS.homepageOrderMin} bis ${GALLERY_LIMITS.homepageOrderMax} sein.`,
  sortOrderInvalid: 'Die Sortierung muss eine ganze Zahl sein.',
  flagInvalid: 'Ungültiger Wert für einen Schalter.',
  uploadMissing: 'Bitte wählen Sie ein Bild aus.',
  uploadTooLarge: GALLERY_UPLOAD_SIZE.tooLargeMessage,
  uploadTooManyPixels: `Das Bild hat zu viele Bildpunkte (höchstens ${GALLERY_LIMITS.uploadMaxPixels / 1_000_000} Megapixel).`,
  uploadTooManyFiles: 'Bitte laden Sie ein Bild pro Anfrage hoch.',
  uploadNotAnImage:
    'Die Datei ist kein unterstütztes Bild. Erlaubt sind JPEG, PNG, WebP, GIF, AVIF und TIFF.',
  uploadSvgRefused:
    'SVG-Dateien werden aus Sicherheitsgründen nicht angenommen. Bitte als JPEG oder PNG hochladen.',
  uploadLinkInvalid: 'Der Upload-Link ist ungültig oder abgelaufen. Bitte starten Sie den Upload erneut.',
  uploadStored:
    'Bild optimiert und gespeichert! Es ist als INAKTIV gespeichert und erscheint nach dem Aktivieren.',
  aiDescriptionFailed: 'KI-Beschreibung konnte nicht generiert werden.',
  aiDescriptionTimeout: 'Die KI-Beschreibung dauert zu lange. Bitte versuchen Sie es gleich noch einmal.',
  aiNeedsImage: 'Bitte laden Sie zuerst ein Bild hoch.',
  referenceNotFound: 'Das Referenzprojekt wurde nicht gefunden.',
  locationRequired: 'Bitte geben Sie einen Ort an.',
  descriptionRequired: 'Bitte geben Sie eine Beschreibung ein.',
  referenceCategoryInvalid: 'Die Kategorie muss concrete, renovation oder wood_cladding sein.',
  galleryNumberRequired: 'Bitte geben Sie die Projektnummer an.',
  galleryNumberInvalid: 'Ungültige Projektnummer.',
} as const;

export interface GalleryImage {
  id: string;
  galleryNumber: string;
  title: string;
  description: string | null;
  category: string;
  imageUrl: string;
  thumbnailUrl: string | null;
  externalUrl: string | null;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  isBeforeAfter: boolean;
  isActive: boolean;
  sortOrder: number;
  showOnHomepage: boolean;
  homepageOrder: number | null;
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Public visibility (docs/product.md §4): only active images with an image URL. The allowed-source check is the
 * server's (docs/decisions.md: the allowed sources are server configuration), so it is not repeated here.
 */
export function isVisibleGalleryImage(image: GalleryImage): boolean {
  return image.isActive === true && hasText(image.imageUrl);
}

function sortOrderOf(image: GalleryImage): number {
  return typeof image.sortOrder === 'number' && Number.isFinite(image.sortOrder) ? image.sortOrder : 0;
}

/** Visible images in display order (sortOrder ascending; the server's order is kept for ties). */
export function visibleGalleryImages(images: readonly GalleryImage[]): GalleryImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .filter(({ image }) => isVisibleGalleryImage(image))
    .sort((a, b) => sortOrderOf(a.image) - sortOrderOf(b.image) || a.index - b.index)
    .map(({ image }) => image);
}

/** The home page's hero picture: stored by the server's seed on every installation (not demo content). */
export const HERO_IMAGE_URL = '/objects/site/hero-1.w1920.webp';

/**
 * Long sides, in pixels, of the versions the server stores of a picture: the optimized image, a middle size (a
 * phone's full-width card: 400 CSS px at twice the density) and the thumbnail. Each is `<name>.w<side>.webp`.
 */
export const GALLERY_IMAGE_WIDTHS = { image: 1920, medium: 800, thumbnail: 400 } as const;

export type ImageVersion = keyof typeof GALLERY_IMAGE_WIDTHS;

/**
 * The names of a picture's stored versions beside `base` (its key or URL without the extension): the one naming
 * rule of the server that stores them and of the pages that find them.
 */
export function imageVersionNames(base: string): Record<ImageVersion, string> {
  const name = (version: ImageVersion) => `${base}.w${GALLERY_IMAGE_WIDTHS[version]}.webp`;
  return { image: name('image'), medium: name('medium'), thumbnail: name('thumbnail') };
}

const OPTIMIZED_IMAGE_URL = new RegExp(`^(/objects/.+)\\.w${GALLERY_IMAGE_WIDTHS.image}\\.webp$`);

/** The stored versions of an optimized picture (found by its name), or null for any other picture. */
export function imageVersions(url: string | null | undefined): Record<ImageVersion, string> | null {
  const base = typeof url === 'string' ? OPTIMIZED_IMAGE_URL.exec(url)?.[1] : undefined;
  return base ? imageVersionNames(base) : null;
}

/**
 * What an <img> of a picture loads: an optimized picture offers all its stored sizes as a `srcset`, so a phone
 * takes the middle size and a wide screen the large one; any other picture is loaded as it is.
 */
export function imageSources(url: string): { src: string; srcSet: string | undefined } {
  const versions = imageVersions(url);
  if (!versions) return { src: url, srcSet: undefined };
  return {
    src: versions.medium,
    srcSet: (Object.keys(GALLERY_IMAGE_WIDTHS) as ImageVersion[])
      .map((version) => `${versions[version]} ${GALLERY_IMAGE_WIDTHS[version]}w`)
      .reverse()
      .join(', '),
  };
}

/**
 * What an <img> of a gallery card loads (imageSources); the after picture stands in for a before/after item
 * without an image, and a picture from elsewhere with a thumbnail of its own offers both. Null when there is
 * nothing to show.
 */
export function galleryImageSources(
  image: Pick<GalleryImage, 'imageUrl' | 'thumbnailUrl' | 'afterImageUrl'>,
): { src: string; srcSet: string | undefined } | null {
  const full = hasText(image.imageUrl)
    ? image.imageUrl
    : hasText(image.afterImageUrl)
      ? image.afterImageUrl
      : null;
  if (!full) return null;
  if (imageVersions(full) || !hasText(image.thumbnailUrl)) return imageSources(full);
  return {
    src: image.thumbnailUrl,
    srcSet: `${image.thumbnailUrl} ${GALLERY_IMAGE_WIDTHS.thumbnail}w, ${full} ${GALLERY_IMAGE_WIDTHS.image}w`,
  };
}

/** GET /api/homepage-images (docs/product.md §3, "Homepage image"). */
export interface HomepageImage {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  /** 1–10; missing or null counts as 999 (sorted last). */
  homepageOrder?: number | null;
  galleryNumber: string | null;
}

/** The fields an operator sets on a gallery image (create and update); the server assigns id and number. */
export interface GalleryImageInput {
  title: string;
  description?: string | null;
  category: string;
  imageUrl: string;
  thumbnailUrl?: string | null;
  externalUrl?: string | null;
  beforeImageUrl?: string | null;
  afterImageUrl?: string | null;
  isBeforeAfter?: boolean;
  isActive?: boolean;
  sortOrder?: number;
  showOnHomepage?: boolean;
  homepageOrder?: number | null;
}

/** Answer of the multipart upload and of the direct upload's PUT. */
export interface GalleryUploadResponse {
  success: true;
  imageUrl: string;
  message: string;
  /** The inactive image the multipart upload created (the direct upload creates none). */
  image?: GalleryImage;
}

/** Answer of POST /api/objects/upload: where to PUT the file (one use, short-lived). */
export interface DirectUploadTicket {
  uploadURL: string;
}

/** Answer of DELETE /api/admin/demo-content: how many demo records were removed. */
export interface DemoContentRemoval {
  success: true;
  galleryImages: number;
  referenceProjects: number;
  blogArticles: number;
}

/** Body of the add form's AI button: an uploaded picture that is not a gallery image yet. */
export interface DescribePictureRequest {
  imageUrl: string;
  title?: string;
  category?: string;
}

export interface AiDescriptionResponse {
  success: true;
  description: string;
}

/** Categories of reference projects with their labels. */
export const REFERENCE_CATEGORIES = {
  concrete: 'Betonstufen-Verkleidung',
  renovation: 'Treppensanierung',
  wood_cladding: 'Holz-Verkleidung',
} as const;
export type ReferenceCategory = keyof typeof REFERENCE_CATEGORIES;

/** The fields of a reference project an operator sets. */
export interface ReferenceProjectInput {
  title: string;
  location: string;
  description: string;
  category: ReferenceCategory;
  imageUrl: string;
  externalUrl?: string | null;
  isActive?: boolean;
  sortOrder?: number;
}

/** A reference project of /references and the home page. */
export interface ReferenceProject {
  id: string;
  title: string;
  location: string;
  description: string;
  category: string;
  imageUrl: string;
  externalUrl?: string | null;
  isActive?: boolean;
  sortOrder?: number;
}

/** Body of POST /api/gallery-quote-request (docs/product.md §7). Optional contact fields are sent as null. */
export interface GalleryQuoteRequestBody {
  galleryNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  requestedService: 'concrete' | 'renovation' | 'custom';
  message: string | null;
}

/**
 * The check of a picked file before anything is sent: the API's refusal in its words, or undefined. A too large
 * file then costs the visitor no upload (the API and the gateway refuse it again with 413 and the same text).
 */
export function uploadSizeProblem(file: { size: number }, limit: UploadSizeLimit): string | undefined {
  return file.size > limit.maxBytes ? limit.tooLargeMessage : undefined;
}
