import { renderPage, textOf } from '@stairs/site/testing';
import { PRICE_TABS } from '../lib/admin-areas';
import AdminPage from './AdminPage';

describe('/admin', () => {
  it("opens on 'Conversions' without 'Preise speichern', which belongs to the price tabs only", () => {
    const text = textOf(
      renderPage(<AdminPage />, { data: [[['/api/auth/session'], { authenticated: true }]] }),
    );
    expect(text).toContain('Zur Galerie-Verwaltung');
    expect(text).not.toContain('Preise speichern');
    expect(PRICE_TABS).toEqual(['concrete-prices', 'renovation-prices']);
  });
});
