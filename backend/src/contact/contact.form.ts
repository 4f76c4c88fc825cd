import { CONTACT_MESSAGES, FORM_SENT_PAGES, PUBLIC_FORMS } from '@stairs/contracts';
import { LeadForms } from '../forms/lead-forms.service';
import { definePublicFormHandler } from '../public-forms/public-form';
import { successAnswer } from '../spam/decoy-answers';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

/** The contact form: stored, counted as a conversion, mailed to the operator. */
export const contactForm = definePublicFormHandler({
  form: PUBLIC_FORMS.contact,
  dto: ContactDto,
  services: { contact: ContactService, pages: LeadForms },
  openApi: {
    tag: 'contact',
    json: 'Contact form: stored, counted as a conversion, notified to the operator by e-mail',
    form: 'Contact form: 303 to the thank-you page, or the form again with errors',
    sentPage: 'The contact form’s thank-you page',
  },
  answer: (dto, { contact }) => contact.store(dto),
  decoy: async () => successAnswer(CONTACT_MESSAGES.stored),
  post: (body, { pages }) => pages.sendContact(body),
  decoyLocation: async () => FORM_SENT_PAGES.contact,
  sentPage: ({ pages }) => pages.contactSent(),
});
