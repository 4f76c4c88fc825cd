/** The calculator pages' gallery preview (docs/product.md §2, §4): up to six active images. */
import { visibleGalleryImages, type GalleryImage } from '@stairs/contracts';

export const GALLERY_PREVIEW_LIMIT = 6;

/**
 * The server already hides images that are not public; this keeps the preview safe against a list that still
 * contains inactive or image-less entries, and against an answer that is not a list at all.
 */
export function selectGalleryPreview(images: unknown, limit = GALLERY_PREVIEW_LIMIT): GalleryImage[] {
  if (!Array.isArray(images)) return [];
  return visibleGalleryImages(images as GalleryImage[]).slice(0, limit);
}
