import { PUBLIC_FORM_LABELS } from '@stairs/contracts';
import { spamCountRows } from './spam-counts';

describe("the console's spam counts", () => {
  it('lists every public form, sums its days and names the newest', () => {
    const rows = spamCountRows([
      { day: '2026-11-27', form: 'contact', count: 2 },
      { day: '2026-11-20', form: 'contact', count: 3 },
      { day: '2026-11-25', form: 'quoteEmail', count: 1 },
    ]);
    expect(rows).toHaveLength(Object.keys(PUBLIC_FORM_LABELS).length);
    expect(rows.find((row) => row.form === 'contact')).toEqual({
      form: 'contact',
      label: 'Kontaktformular',
      total: 5,
      lastDay: '2026-11-27',
    });
    expect(rows.find((row) => row.form === 'quoteEmail')?.total).toBe(1);
    expect(rows.find((row) => row.form === 'blogFromEmail')).toMatchObject({ total: 0, lastDay: null });
  });
});
