// The shapes of the gallery calls live in @stairs/contracts; the price check's services and their labels too
// (GALLERY_PRICE_CHECK_SERVICES, PRICE_CHECK_FORM_TEXTS.serviceLabels).
export type { GalleryQuoteRequestBody, HomepageImage, ReferenceProject } from '@stairs/contracts';
