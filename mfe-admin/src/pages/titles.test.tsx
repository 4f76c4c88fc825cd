import { type ComponentType } from 'react';
import { SITE_CONFIG_QUERY_KEY } from '@stairs/site';
import { renderPage } from '@stairs/site/testing';
import AdminGalleryPage from './AdminGalleryPage';
import AdminPage from './AdminPage';
import AdminReferencesPage from './AdminReferencesPage';
import ExternalAdminPage from './ExternalAdminPage';
import PreviewPage from './PreviewPage';
import PricingAdminPage from './PricingAdminPage';
import SimpleAdminPage from './SimpleAdminPage';

const SCREENS: Array<[string, ComponentType, string]> = [
  ['/admin', AdminPage, 'Admin-Bereich'],
  ['/simple-admin', SimpleAdminPage, 'Preise & PDF-Archiv'],
  ['/admin-pricing', PricingAdminPage, 'Preiskonfiguration'],
  ['/admin-gallery', AdminGalleryPage, 'Galerie-Verwaltung'],
  ['/admin-references', AdminReferencesPage, 'Referenzen & Galerie'],
  ['/external-admin', ExternalAdminPage, 'Betriebskonsole'],
  ['/preview/kv.html', PreviewPage, 'Vorschau Kostenvoranschlag'],
];

function titleOf(Screen: ComponentType, authenticated: boolean): string | undefined {
  const html = renderPage(<Screen />, {
    data: [
      [['/api/auth/session'], { authenticated }],
      [SITE_CONFIG_QUERY_KEY, { companyName: 'Musterstiegen Wien' }],
    ],
  });
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

describe('admin screens name their browser tab', () => {
  it.each(SCREENS)('%s: its own name, signed out and signed in', (_path, Screen, name) => {
    expect(titleOf(Screen, false)).toBe(`${name} | Musterstiegen Wien`);
    expect(titleOf(Screen, true)).toBe(`${name} | Musterstiegen Wien`);
  });

  it('no two screens share a title', () => {
    const names = SCREENS.map(([, Screen]) => titleOf(Screen, false));
    expect(new Set(names).size).toBe(SCREENS.length);
  });
});
