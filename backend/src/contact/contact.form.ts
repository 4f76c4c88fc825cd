import { CONTACT_FORM_NAME, CONTACT_MESSAGES, PUBLIC_FORMS } from '@stairs/contracts';
import { definePublicFormHandler } from '../public-forms/public-form';
import { successAnswer } from '../spam/decoy-answers';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

/** The contact form: stored, counted as a conversion, mailed to the operator. Without script the site answers it. */
export const contactForm = definePublicFormHandler({
  form: PUBLIC_FORMS.contact,
  label: CONTACT_FORM_NAME,
  readme: {
    json: '`{name, email, message}` → `{success, message}` (the toast shows the message); rate bucket `lead`',
  },
  dto: ContactDto,
  services: { contact: ContactService },
  openApi: {
    tag: 'contact',
    json: 'Contact form: stored, counted as a conversion, notified to the operator by e-mail',
  },
  answer: (dto, { contact }) => contact.store(dto),
  decoy: async () => successAnswer(CONTACT_MESSAGES.stored),
  example: ({ email }) => ({ body: { name: 'Maria', email, message: 'Ich hätte gern ein Angebot.' } }),
});
