import { useId } from 'react';
import { FORM_ACTIONS } from '@stairs/contracts';
import { APP_DOCUMENT, siteDocument } from '../../document.cjs';
import { renderPage, renderParts } from './render-page';

// React writes what a page hoists (title, meta, image preloads) into a document's head: the renderer takes the
// head and the body of that document by React's exact markers, not by reading the markup.
describe('renderParts', () => {
  function Part() {
    return (
      <div id={useId()}>
        <title>Galerie</title>
        <meta name="description" content="</head><body> im Text" />
        <img src="/a.webp" alt="" />
      </div>
    );
  }

  it('gives the hoisted elements as the head and the rest as the body, with the ids of the part alone', async () => {
    const { head, body } = await renderParts(<Part />, 'i3-');
    expect(head).toBe(
      '<link rel="preload" as="image" href="/a.webp"/><title>Galerie</title>' +
        '<meta name="description" content="&lt;/head&gt;&lt;body&gt; im Text"/>',
    );
    expect(body).toBe('<div id="_i3-R_0_"><img src="/a.webp" alt=""/></div>');
  });
});

describe('siteDocument', () => {
  it('is the app’s index.html with an empty #root, and a rendered page with its parts in the same places', () => {
    expect(APP_DOCUMENT).toContain('<title>Treppen Wien</title></head><body><div id="root"></div><noscript');
    const page = siteDocument({ head: '<title>Seite</title>', body: '<div id="root"><main></main></div>' });
    expect(
      page.replace('<title>Seite</title>', '<title>Treppen Wien</title>').replace('<main></main>', ''),
    ).toBe(APP_DOCUMENT);
  });
});

// The page renderer's half of an island: written with its name, props and key, filled with its own render, whose
// ids carry the island's prefix (the browser hydrates each island on its own, with the same prefix).
describe('renderPage: islands', () => {
  const islandsOf = (body: string) =>
    [
      ...body.matchAll(
        /<stairs-island data-island="([^"]+)" data-island-key="(\d+)" data-island-props="([^"]*)">/g,
      ),
    ].map(([, name, key, props]) => ({
      name,
      key,
      props: JSON.parse((props ?? '').replace(/&quot;/g, '"')) as unknown,
    }));

  it('writes the frame’s interactive parts as islands with their props, each rendered on its own', async () => {
    const page = await renderPage('/gibt-es-nicht', () => undefined);
    expect(page.status).toBe(404);
    const islands = islandsOf(page.body);
    expect(islands.map((island) => island.name)).toEqual([
      'cookieConsent',
      'navDropdown',
      'sideMenu',
      'cookieSettingsButton',
      'cookieBannerSpacer',
      'pageServices',
    ]);
    expect(islands.map((island) => island.key)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(islands[1]?.props).toMatchObject({ label: 'Preiskalkulator', currentPath: '/gibt-es-nicht' });

    // The dropdown's list id comes from React's useId: inside the island it carries the island's prefix.
    const dropdown = page.body.slice(page.body.indexOf('data-island="navDropdown"'));
    expect(dropdown).toMatch(
      /^[^>]*><div data-nav-dropdown=""[^>]*><button[^>]* aria-controls="_i1-R_[^"]*"/,
    );
    // Each island is filled with its own render.
    expect(page.body).toMatch(/data-island="cookieConsent"[^>]*><section data-cookie-banner=""/);
    expect(page.body).toMatch(/data-island="cookieSettingsButton"[^>]*><button[^>]*>Cookie-Einstellungen</);
  });
});

// A form sent without script (the page server): the page at the form's action shows the form again with the
// visitor's values and each field's message, and carries the answer in its data for the island's hydration.
describe('renderPage: the answer to a form post', () => {
  it('gives the contact form its values and messages, and keeps the answer in the page’s data', async () => {
    const formAnswer = {
      action: FORM_ACTIONS.contact,
      kind: 'invalid' as const,
      values: { name: 'Maria <b>', email: 'maria-at-example.at', message: 'Hallo' },
      errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    };
    const page = await renderPage('/api/forms/contact', () => undefined, { formAnswer });
    expect(page.body).toContain('Bitte prüfen Sie Ihre Eingaben');
    expect(page.body).toMatch(/name="email" value="maria-at-example.at"/);
    expect(page.body).toContain('value="Maria &lt;b&gt;"');
    expect(page.body).toMatch(/aria-invalid="true"[^>]*name="email"/);
    expect(JSON.stringify(page.data)).toContain('maria-at-example.at');
  });

  it('says a refusal in the API’s words, with the way back to the form', async () => {
    const formAnswer = {
      action: FORM_ACTIONS.contact,
      kind: 'refused' as const,
      status: 403,
      message: 'Von einer fremden Seite.',
    };
    const page = await renderPage('/api/forms/contact', () => undefined, { formAnswer });
    expect(page.body).toContain('<h1 class="text-3xl font-bold tracking-tight">Anfrage abgelehnt</h1>');
    expect(page.body).toContain('Von einer fremden Seite.');
    expect(page.body).toContain('href="/#contact"');
  });
});
