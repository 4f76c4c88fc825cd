import { CUSTOMER_TEXTS } from './customers';

describe("the 'Kunden' erasure toast", () => {
  it('sums what was deleted and names the orders kept without personal data', () => {
    const erased = { contactMessages: 1, phoneLeads: 2, quoteRequests: 0, quoteEmails: 1 };
    expect(CUSTOMER_TEXTS.erasedDescription({ ...erased, orders: 0 })).toBe('4 Einträge wurden gelöscht.');
    expect(CUSTOMER_TEXTS.erasedDescription({ ...erased, orders: 2 })).toBe(
      '4 Einträge wurden gelöscht; 2 Aufträge ohne Personendaten aufbewahrt.',
    );
  });
});
