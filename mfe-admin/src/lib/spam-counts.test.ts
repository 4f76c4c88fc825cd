import { CONTACT_FORM_NAME } from '@stairs/contracts';
import { spamCountRows } from './spam-counts';

describe("the console's spam counts", () => {
  it('lists the forms the API names, in its order, sums their days and names the newest', () => {
    const rows = spamCountRows([
      {
        form: 'contact',
        label: CONTACT_FORM_NAME,
        days: [
          { day: '2026-11-27', count: 2 },
          { day: '2026-11-20', count: 3 },
        ],
      },
      { form: 'quoteEmail', label: 'Angebot per E-Mail', days: [{ day: '2026-11-25', count: 1 }] },
      { form: 'blogFromEmail', label: 'E-Mail zu Blog', days: [] },
    ]);
    expect(rows).toEqual([
      { form: 'contact', label: 'Kontaktformular', total: 5, lastDay: '2026-11-27' },
      { form: 'quoteEmail', label: 'Angebot per E-Mail', total: 1, lastDay: '2026-11-25' },
      { form: 'blogFromEmail', label: 'E-Mail zu Blog', total: 0, lastDay: null },
    ]);
  });
});
