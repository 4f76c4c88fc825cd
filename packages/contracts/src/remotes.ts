import { ORDER_PAGE_BASE } from './orders';

/**
 * Which remote owns which route, and the module each remote exposes for it. The shell wires routes from
 * this table; every remote's Module Federation `exposes` must match it. Names are the remotes' MF names.
 */
export const REMOTE_NAMES = ['calculators', 'gallery', 'blog', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Shape of /remotes.json, served by the deployment: remote name → URL of its mf-manifest.json. */
export type RemotesManifest = Record<RemoteName, string>;

/** File name of a remote's container entry, written beside its mf-manifest.json by every build. */
export const REMOTE_ENTRY_FILE_NAME = 'remoteEntry.js';

/**
 * The container entry of the remote version a manifest URL names. The browser loads the entry directly: the
 * manifest is for the page renderer (stylesheets, exposes), and reading it first in the browser would cost one
 * round trip and the federation runtime's snapshot plugin (≈2 KB gzip on every page).
 */
export function remoteEntryUrl(manifestUrl: string, base: string): string {
  return new URL(REMOTE_ENTRY_FILE_NAME, new URL(manifestUrl, base)).href;
}

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module, e.g. './ConcreteCalculatorPage' → loadRemote('calculators/ConcreteCalculatorPage'). */
  module: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/concrete-calculator', remote: 'calculators', module: 'ConcreteCalculatorPage' },
  { path: '/renovation-calculator', remote: 'calculators', module: 'RenovationCalculatorPage' },
  { path: '/gallery', remote: 'gallery', module: 'GalleryPage' },
  { path: '/references', remote: 'gallery', module: 'ReferencesPage' },
  { path: '/blog', remote: 'blog', module: 'BlogListPage' },
  { path: '/blog/:slug', remote: 'blog', module: 'BlogArticlePage' },
  { path: '/upload', remote: 'blog', module: 'BlogUploadPage' },
  // Opened by an e-mailed quote's share token alone; rendered in the browser (a visitor's own, never indexed).
  { path: `${ORDER_PAGE_BASE}/:token`, remote: 'calculators', module: 'OrderPage' },
  { path: '/blog-admin', remote: 'blog', module: 'BlogAdminPage' },
  { path: '/admin/blog', remote: 'blog', module: 'BlogAdminPage' },
  { path: '/admin', remote: 'admin', module: 'AdminPage' },
  { path: '/simple-admin', remote: 'admin', module: 'SimpleAdminPage' },
  { path: '/admin-pricing', remote: 'admin', module: 'PricingAdminPage' },
  { path: '/admin-references', remote: 'admin', module: 'AdminReferencesPage' },
  { path: '/admin-gallery', remote: 'admin', module: 'AdminGalleryPage' },
  { path: '/external-admin', remote: 'admin', module: 'ExternalAdminPage' },
  { path: '/preview/:filename', remote: 'admin', module: 'PreviewPage' },
];

/**
 * Public pages the page renderer writes as HTML (with their content, head and data); every other route (admin)
 * is rendered in the browser. Articles (/blog/{slug}) are added from the published list.
 */
export const RENDERED_PAGE_PATHS = [
  '/',
  '/concrete-calculator',
  '/renovation-calculator',
  '/gallery',
  '/references',
  '/blog',
  '/upload',
] as const;
export type RenderedPagePath = (typeof RENDERED_PAGE_PATHS)[number];

/** Home page fragments owned by remotes; a fragment whose remote fails is left out. */
export const HOME_FRAGMENTS = {
  projects: { remote: 'gallery', module: 'HomeProjects' },
  galleryStrip: { remote: 'gallery', module: 'HomeGalleryStrip' },
  beforeAfter: { remote: 'gallery', module: 'HomeBeforeAfter' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;
