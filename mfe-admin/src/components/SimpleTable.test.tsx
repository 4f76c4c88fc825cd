import { renderToStaticMarkup } from 'react-dom/server';
import { SimpleTable } from './SimpleTable';

const COLUMNS = [
  { label: 'Formular' },
  { label: 'Abgefangen', align: 'right' as const },
  { label: 'Zuletzt' },
];

describe('SimpleTable', () => {
  it('names the table and heads each column once, numbers at the right edge', () => {
    const html = renderToStaticMarkup(
      <SimpleTable caption="Je Formular" columns={COLUMNS} look="lined">
        <tr>
          <td>ROW</td>
        </tr>
      </SimpleTable>,
    );
    expect(html).toContain('<caption class="sr-only">Je Formular</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toContain('<th scope="col" class="py-2 font-medium pr-4 text-right">Abgefangen</th>');
    // The last column needs no gap to a next one.
    expect(html).toContain('<th scope="col" class="py-2 font-medium">Zuletzt</th>');
    expect(html).toContain('<tbody><tr><td>ROW</td></tr></tbody></table>');
  });

  it('shades the head of an overview and puts the sums in the foot', () => {
    const html = renderToStaticMarkup(
      <SimpleTable
        columns={COLUMNS}
        look="shaded"
        foot={
          <tr>
            <td>SUMME</td>
          </tr>
        }
      >
        {null}
      </SimpleTable>,
    );
    expect(html).not.toContain('<caption');
    expect(html).toContain('<thead class="bg-muted/50 text-left">');
    expect(html).toContain('<tfoot class="border-t bg-muted/50"><tr><td>SUMME</td></tr></tfoot>');
  });
});
