import { BROWSER_PAGE_PATHS } from '@stairs/contracts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

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

/**
 * What crawlers stay away from: the admin screens (a path with a parameter: its fixed part), one under a path
 * already named left out, and the API.
 */
const DISALLOWED_PATHS = [
  ...BROWSER_PAGE_PATHS.map((path) => path.replace(/:.*$/, '')).filter(
    (path, index, paths) => !paths.slice(0, index).some((earlier) => path.startsWith(`${earlier}/`)),
  ),
  '/api/',
];

/** robots.txt: everything public may be crawled except the admin screens; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}
