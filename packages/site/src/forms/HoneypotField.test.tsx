import { renderToString } from 'react-dom/server';
import { HONEYPOT_FIELD, HONEYPOT_LABEL } from '@stairs/contracts';
import { HoneypotField } from './HoneypotField';

describe('HoneypotField', () => {
  const html = renderToString(<HoneypotField />);

  it('is a labelled, empty text field named as the contracts say, which autofill leaves alone', () => {
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(input).toContain('type="text"');
    expect(input).toContain('value=""');
    // HTML attribute names are case-insensitive (React writes this one camel-cased).
    expect(input).toMatch(/ autocomplete="off"/i);
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<label for="${id}">${HONEYPOT_LABEL}</label>`);
  });

  it('is out of sight, out of the tab order and hidden from assistive technology, but not display:none', () => {
    expect(html).toMatch(/^<div aria-hidden="true" style="position:absolute;left:-10000px;/);
    expect(html).toContain('tabindex="-1"');
    expect(html).not.toContain('display:none');
  });
});
