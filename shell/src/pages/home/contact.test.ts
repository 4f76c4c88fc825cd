import { CONTACT_TEXTS, validateContact } from './contact';

describe('validateContact', () => {
  it.each([
    { name: '', email: 'a@b.at', message: 'Hallo' },
    { name: 'Anna', email: '', message: 'Hallo' },
    { name: 'Anna', email: 'a@b.at', message: '   ' },
  ])('asks for every field: %p', (input) => {
    expect(validateContact(input)).toEqual({
      ok: false,
      title: 'Fehlerhafte Eingabe',
      description: 'Bitte füllen Sie alle Felder aus.',
    });
  });

  it('needs an @ in the e-mail', () => {
    expect(validateContact({ name: 'Anna', email: 'anna.example.at', message: 'Hallo' })).toEqual({
      ok: false,
      title: CONTACT_TEXTS.invalidEmailTitle,
      description: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('accepts and trims a complete message', () => {
    expect(validateContact({ name: ' Anna ', email: 'anna@example.at', message: 'Hallo ' })).toEqual({
      ok: true,
      message: { name: 'Anna', email: 'anna@example.at', message: 'Hallo' },
    });
  });
});
