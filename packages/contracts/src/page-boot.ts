/**
 * A rendered page runs its app only once the visitor shows intent (scrolls, moves the pointer, touches, types or
 * focuses). Until then its scripts wait in the HTML as <script type={DEFERRED_SCRIPT_TYPE} data-src=...>: the
 * page's own boot script (infra/renderer/page-boot-script.mjs, inline in the head) loads them.
 */
export const DEFERRED_SCRIPT_TYPE = 'text/x-stairs-deferred';

/**
 * Dispatched on `document` once the page's route has hydrated (frame and page): the boot script then replays
 * the taps it held back before. Set as an attribute on <html> too, so tests and styles can see it.
 */
export const PAGE_HYDRATED_EVENT = 'stairs:page-hydrated';
export const PAGE_HYDRATED_ATTRIBUTE = 'data-page-hydrated';

/** On a button whose tap the boot script holds until the page is hydrated: the page shows that it is coming. */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/**
 * The id of the JSON list (a non-executable <script>) of the scripts a rendered page's first intent will need: the
 * boot script prefetches them once the page has loaded and the browser is idle.
 */
export const APP_SCRIPTS_ELEMENT_ID = 'stairs-app-scripts';
