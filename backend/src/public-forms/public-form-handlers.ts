import { PUBLIC_FORM_LIST, type PUBLIC_FORMS, type PublicFormName } from '@stairs/contracts';
import { blogFromEmailForm } from '../blog/blog-from-email.form';
import { concreteCalculationForm, renovationCalculationForm } from '../calculations/calculation.forms';
import { contactForm } from '../contact/contact.form';
import { detailedQuoteForm, galleryPriceCheckForm, phoneServiceForm } from '../leads/lead.forms';
import { orderForm } from '../orders/order.form';
import { quoteEmailForm } from '../quote-email/quote-email.form';
import { type PublicFormHandler } from './public-form';

/** The backend half of every public form of the contracts (a form without one fails the type-check). */
export const PUBLIC_FORM_HANDLERS: { [K in PublicFormName]: PublicFormHandler<(typeof PUBLIC_FORMS)[K]> } = {
  concreteCalculation: concreteCalculationForm,
  renovationCalculation: renovationCalculationForm,
  contact: contactForm,
  phoneService: phoneServiceForm,
  detailedQuote: detailedQuoteForm,
  quoteEmail: quoteEmailForm,
  galleryPriceCheck: galleryPriceCheckForm,
  blogFromEmail: blogFromEmailForm,
  order: orderForm,
};

/** The same, in the contracts' declaration order: the order of their routes and of the admin's spam counts. */
export const PUBLIC_FORM_HANDLER_LIST: readonly PublicFormHandler[] = PUBLIC_FORM_LIST.map(
  (form) => PUBLIC_FORM_HANDLERS[form.name as PublicFormName],
);
