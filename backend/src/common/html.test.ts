import { escapeHtml, html } from './html';

describe('html builder', () => {
  it('escapes every interpolation but not nested html``', () => {
    const hostile = `<img src=x onerror="alert('x')">&`;
    expect(html`<p title="${hostile}">${hostile}${html`<b>ok</b>`}</p>`.value).toBe(
      `<p title="${escapeHtml(hostile)}">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;<b>ok</b></p>`,
    );
    expect(html`${[1, '<', null, undefined, false]}`.value).toBe('1&lt;');
  });
});
