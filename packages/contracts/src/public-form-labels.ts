// Its own module, read by the admin only: its property reads of other text objects must not keep those objects in
// the public pages' bundles.
import { type PublicFormName } from './api/public-forms';
import { BLOG_EMAIL_FORM_TEXTS, PHONE_SERVICE_FORM_TEXTS } from './form-texts';
import { ORDER_PAGE_TEXTS } from './orders';
import { CALCULATOR_CONTEXT_LABELS, QUOTE_REQUEST_SERVICE_LABELS } from './vocabulary';

/** The public forms, as the operator sees them named (the operations console's spam counts, the ads plan). */
export const PUBLIC_FORM_LABELS: Record<PublicFormName, string> = {
  concreteCalculation: CALCULATOR_CONTEXT_LABELS.concrete_calculator,
  renovationCalculation: CALCULATOR_CONTEXT_LABELS.renovation_calculator,
  contact: 'Kontaktformular',
  phoneService: PHONE_SERVICE_FORM_TEXTS.title,
  detailedQuote: QUOTE_REQUEST_SERVICE_LABELS.detailliertes_angebot,
  quoteEmail: QUOTE_REQUEST_SERVICE_LABELS.angebot_per_email,
  galleryPriceCheck: 'Preisprüfung (Galerie)',
  blogFromEmail: BLOG_EMAIL_FORM_TEXTS.title,
  order: ORDER_PAGE_TEXTS.title,
};
