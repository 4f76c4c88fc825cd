import { CONTACT_FIELD_ERRORS, CONTACT_TEXTS, validateContact } from './contact';

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
