import { renderPage } from './render-page';

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
