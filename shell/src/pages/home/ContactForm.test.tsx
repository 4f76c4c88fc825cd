import { CONTACT_LIMITS, CONTACT_MESSAGES, FORM_ACTIONS, HONEYPOT_FIELD } from '@stairs/contracts';
import { onlyFormIn, renderPage } from '@stairs/site/testing';
import { ContactForm } from './ContactForm';
import { validateContact, type ContactMessage } from './contact';

// The contact form as its island's server HTML has it: what a visitor without script can post, and what the
// message field says about its length.

/** The texts a field's aria-describedby points at (its hint, then its message), as shown. */
function descriptionOf(html: string, name: string): string[] {
  const field = new RegExp(`<(input|textarea)[^>]* name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const ids = /aria-describedby="([^"]+)"/.exec(field)?.[1]?.split(' ') ?? [];
  return ids.map((id) =>
    (new RegExp(`<p[^>]* id="${id}"[^>]*>(.*?)</p>`).exec(html)?.[1] ?? `(no #${id})`)
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ''),
  );
}

const filled = (message: string): ContactMessage => ({ name: 'Anna', email: 'anna@example.at', message });

describe('ContactForm', () => {
  const html = renderPage(<ContactForm />);

  it('is a real form from the first paint: posted to the API’s form route with its names, nothing locked', () => {
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.contact);
    expect(form.action).toBe('/api/forms/contact');
    expect(form.noValidate).toBe(true);
    expect(form.fieldNames).toEqual(['name', 'email', 'message', HONEYPOT_FIELD]);
    expect(form.locked).toEqual([]);
    expect(form.submitButtons).toHaveLength(1);
  });

  it('says the message’s limit at the field, and never cuts a text off silently', () => {
    expect(descriptionOf(html, 'message')).toEqual(['Höchstens 5000 Zeichen.']);
    expect(html).not.toMatch(/maxLength/i);
    // The polite status that reads the countdown at its steps is in the page from the start, empty.
    expect(html).toMatch(/<p role="status" class="sr-only"><\/p>/);
  });

  it('counts down near the limit', () => {
    const near = renderPage(<ContactForm initialValues={filled('x'.repeat(4880))} />);
    expect(descriptionOf(near, 'message')).toEqual(['Höchstens 5000 Zeichen. Noch 120 Zeichen übrig.']);
    const far = renderPage(<ContactForm initialValues={filled('x'.repeat(4499))} />);
    expect(descriptionOf(far, 'message')).toEqual(['Höchstens 5000 Zeichen.']);
  });

  it('over the limit, says so under the message when the visitor sends', () => {
    const values = filled('x'.repeat(CONTACT_LIMITS.messageMaxLength + 12));
    const outcome = validateContact(values);
    expect(outcome.ok).toBe(false);
    const over = renderPage(
      <ContactForm initialValues={values} initialErrors={outcome.ok ? {} : outcome.fields} />,
    );
    expect(descriptionOf(over, 'message')).toEqual([
      'Höchstens 5000 Zeichen. 12 Zeichen zu viel.',
      CONTACT_MESSAGES.messageTooLong,
    ]);
    expect(over).toMatch(/<textarea[^>]* aria-invalid="true"[^>]* name="message"/);
  });
});
