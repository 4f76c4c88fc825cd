// @ts-check
// The site's one HTML document around its content, written once: the app's index.html is built from it (rspack's
// HtmlRspackPlugin adds the app's script and stylesheet at the end of the head) and every rendered page is composed
// into it by the page renderer (through the shell's server build). The parts go in as whole strings: nothing
// rewrites the document afterwards (docs/decisions.md, "A rendered page is composed from parts").

/**
 * Without script a rendered page works as HTML (its forms are posted), and no cookie is set, so nothing needs the
 * banner, whose buttons need script; only a page the browser renders itself (admin, #root empty) needs script.
 */
const WITHOUT_SCRIPT_STYLE =
  '<noscript><style>[data-cookie-banner],#root:not(:empty)~[data-needs-script]{display:none}</style></noscript>';

/**
 * @param {{ head: string; body: string }} parts what the head ends with (title, meta, stylesheets) and what the
 * body starts with (#root and what belongs beside it)
 * @returns {string}
 */
function siteDocument({ head, body }) {
  return (
    '<!doctype html><html lang="de-AT"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#94571a">' +
    `<link rel="icon" href="data:,">${WITHOUT_SCRIPT_STYLE}${head}</head><body>${body}` +
    '<noscript data-needs-script>Bitte aktivieren Sie JavaScript, um diesen Bereich zu nutzen.</noscript></body></html>'
  );
}

/** The app's index.html (admin, a page without its HTML): an empty #root the app renders into. */
const APP_DOCUMENT = siteDocument({ head: '<title>Treppen Wien</title>', body: '<div id="root"></div>' });

module.exports = { siteDocument, APP_DOCUMENT };
