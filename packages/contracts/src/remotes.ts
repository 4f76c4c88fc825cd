/**
 * The remotes (their Module Federation names) and the home page's fragments they own. Which remote owns which
 * page, and the module it exposes for it: the page record (pages.ts).
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

/** A module a remote exposes for a part of a page (the shell loads it as an island: `remoteFragment`). */
export interface RemotePart {
  readonly remote: RemoteName;
  readonly module: string;
}

/**
 * Parts of a remote's page that come to life on their own (written with `PagePart` of @stairs/site in a page whose
 * record says `hydrates: 'parts'`): a tap brings the part tapped to life, not the whole page.
 */
export const PAGE_PARTS = {
  galleryCard: { remote: 'gallery', module: 'GalleryCard' },
} as const satisfies Record<string, RemotePart>;

/** Home page fragments owned by remotes; a fragment whose remote fails is left out. */
export const HOME_FRAGMENTS = {
  projects: { remote: 'gallery', module: 'HomeProjects' },
  galleryStrip: { remote: 'gallery', module: 'HomeGalleryStrip' },
  beforeAfter: { remote: 'gallery', module: 'HomeBeforeAfter' },
} as const satisfies Record<string, RemotePart>;
