// @ts-check
// The site's one HTML document, written once: the app's index.html is built from it (HtmlRspackPlugin adds the app's
// script and stylesheet) and every rendered page is composed into it (docs/decisions.md, "A rendered page is
// composed from parts").

/** @param {{ head: string; body: string }} parts the head's end (title, meta, stylesheets), the body's start (#root) */
function siteDocument({ head, body }) {
  return (
    '<!doctype html><html lang="de-AT"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#94571a">' +
    // Without script a rendered page works as HTML and sets no cookie: no banner (its buttons need script), and
    // only a page the browser renders itself (#root empty: admin) says it needs script.
    '<link rel="icon" href="data:,"><noscript><style>[data-cookie-banner],#root:not(:empty)~[data-needs-script]' +
    `{display:none}</style></noscript>${head}</head><body>${body}` +
    '<noscript data-needs-script>Bitte aktivieren Sie JavaScript, um diesen Bereich zu nutzen.</noscript></body></html>'
  );
}

/** The app's index.html (admin, a page without its HTML): an empty #root the app renders into. */
const APP_DOCUMENT = siteDocument({ head: '<title>Treppen Wien</title>', body: '<div id="root"></div>' });

module.exports = { siteDocument, APP_DOCUMENT };
