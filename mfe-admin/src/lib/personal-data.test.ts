import { PERSONAL_DATA_TEXTS } from './personal-data';

describe('the personal-data toast', () => {
  it('counts in German: one of a kind is singular', () => {
    expect(
      PERSONAL_DATA_TEXTS.erasedDescription({
        contactMessages: 1,
        phoneLeads: 0,
        quoteRequests: 2,
        quoteEmails: 0,
        orders: 0,
      }),
    ).toBe('1 Kontaktanfrage, 0 Telefonnummern und 2 Preisprüfungen wurden gelöscht.');
    expect(
      PERSONAL_DATA_TEXTS.erasedDescription({
        contactMessages: 3,
        phoneLeads: 1,
        quoteRequests: 1,
        quoteEmails: 1,
        orders: 1,
      }),
    ).toBe(
      '3 Kontaktanfragen, 1 Telefonnummer und 1 Preisprüfung wurden gelöscht; 1 Auftrag ohne Personendaten aufbewahrt.',
    );
  });
});
