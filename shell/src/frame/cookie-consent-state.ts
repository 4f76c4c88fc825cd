import { atom } from 'jotai';

/**
 * Where the cookie settings dialog was opened from, null while it is closed: the footer's button reloads the page
 * after saving (docs/product.md §4), the banner's does not. The banner, the footer's button and the dialog are
 * separate islands of a rendered page: they meet in the page's one jotai store.
 */
export type CookieSettingsOrigin = 'banner' | 'footer';
export const cookieSettingsOriginAtom = atom<CookieSettingsOrigin | null>(null);

/** The cookie banner's height (0 while it is not shown), for the spacer at the end of the page. */
export const cookieBannerHeightAtom = atom(0);
