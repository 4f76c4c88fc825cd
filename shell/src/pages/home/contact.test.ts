import {
  CONTACT_FIELD_ERRORS,
  CONTACT_TEXTS,
  contactMessageLength,
  messageLengthState,
  validateContact,
} from './contact';

describe('validateContact', () => {
  it.each([
    [{ name: '', email: 'a@b.at', message: 'Hallo' }, { name: CONTACT_FIELD_ERRORS.name }, 'name'],
    [{ name: 'Anna', email: '', message: 'Hallo' }, { email: CONTACT_FIELD_ERRORS.email }, 'email'],
    [{ name: 'Anna', email: 'a@b.at', message: '   ' }, { message: CONTACT_FIELD_ERRORS.message }, 'message'],
    [{ name: ' ', email: '', message: '' }, CONTACT_FIELD_ERRORS, 'name'],
  ])('asks for every field and marks the empty ones: %p', (input, fields, firstInvalidField) => {
    expect(validateContact(input)).toEqual({
      ok: false,
      title: 'Fehlerhafte Eingabe',
      description: 'Bitte füllen Sie alle Felder aus.',
      fields,
      firstInvalidField,
    });
  });

  it('needs an @ in the e-mail', () => {
    expect(validateContact({ name: 'Anna', email: 'anna.example.at', message: 'Hallo' })).toEqual({
      ok: false,
      title: CONTACT_TEXTS.invalidEmailTitle,
      description: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      fields: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      firstInvalidField: 'email',
    });
  });

  it('accepts and trims a complete message', () => {
    expect(validateContact({ name: ' Anna ', email: 'anna@example.at', message: 'Hallo ' })).toEqual({
      ok: true,
      message: { name: 'Anna', email: 'anna@example.at', message: 'Hallo' },
    });
  });
});

describe('the message’s limit of 5000 characters', () => {
  const contact = (message: string) => ({ name: 'Anna', email: 'anna@example.at', message });

  it('accepts 5000 characters and refuses 5001 with the API’s text under the message', () => {
    expect(validateContact(contact('x'.repeat(5000))).ok).toBe(true);
    expect(validateContact(contact('x'.repeat(5001)))).toEqual({
      ok: false,
      title: 'Fehlerhafte Eingabe',
      description: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
      fields: { message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' },
      firstInvalidField: 'message',
    });
  });

  it('counts as the API does: trimmed, an emoji as one character', () => {
    expect(contactMessageLength('  Hallo \n')).toBe(5);
    expect(contactMessageLength('Treppe 🪜')).toBe(8);
    expect(validateContact(contact(`${'x'.repeat(4999)}🪜  `)).ok).toBe(true);
  });

  it('marks every wrong field at once, the missing ones named first in the toast', () => {
    const outcome = validateContact({ name: '', email: 'anna.example.at', message: 'x'.repeat(5001) });
    expect(outcome).toMatchObject({
      ok: false,
      description: 'Bitte füllen Sie alle Felder aus.',
      fields: {
        name: CONTACT_FIELD_ERRORS.name,
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
      },
      firstInvalidField: 'name',
    });
  });

  it('counts down from 500 characters left, and announces only at 500, 100, 0 left and over the limit', () => {
    const state = (length: number) => messageLengthState('x'.repeat(length));
    expect(state(4499)).toMatchObject({ remaining: 501, countdown: undefined });
    expect(state(4500).countdown).toBe('Noch 500 Zeichen übrig.');
    expect(state(4999).countdown).toBe('Noch 1 Zeichen übrig.');
    expect(state(5000).countdown).toBe('Keine Zeichen mehr übrig.');
    expect(state(5012).countdown).toBe('12 Zeichen zu viel.');
    const steps = [0, 4499, 4500, 4899, 4900, 4999, 5000, 5001, 6000].map((length) => state(length).step);
    expect(steps).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 4]);
  });
});
