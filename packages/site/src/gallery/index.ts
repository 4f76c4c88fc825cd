// The gallery's categories as the pages and the admin show them: labels and badge colours, once.
export {
  canonicalCategory,
  categoryBadgeClass,
  categoryLabel,
  isKnownCategory,
  UNKNOWN_CATEGORY_BADGE_CLASS,
} from './categories';
export { GalleryCategoryBadge } from './GalleryCategoryBadge';
export {
  isReferenceCategory,
  referenceCategoryBadgeClass,
  referenceCategoryLabel,
} from './reference-categories';
export { ReferenceCategoryBadge } from './ReferenceCategoryBadge';
export { REFERENCE_PROJECTS_LIST_TEXTS } from './reference-texts';
export {
  GalleryPicture,
  GalleryPictureFrame,
  type GalleryPictureFrameProps,
  type GalleryPictureProps,
} from './GalleryPicture';
