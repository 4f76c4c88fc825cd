import { RENDERED_PAGE_PATHS } from '@stairs/contracts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Public pages that belong in a search index: the rendered ones except the upload form (noindex). */
export const INDEXED_PAGE_PATHS = RENDERED_PAGE_PATHS.filter((path) => path !== '/upload');

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemaps.org XML of absolute URLs under the site's public URL. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const location = `<loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`;
    const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url>${location}${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled except the admin screens; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /simple-admin',
    'Disallow: /admin-pricing',
    'Disallow: /admin-references',
    'Disallow: /admin-gallery',
    'Disallow: /blog-admin',
    'Disallow: /external-admin',
    'Disallow: /preview/',
    'Disallow: /api/',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}
