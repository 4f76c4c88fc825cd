/**
 * A rendered page runs no script until the visitor shows intent (scrolls, moves the pointer, touches, types or
 * focuses). Until then its scripts wait in the HTML as <script type={DEFERRED_SCRIPT_TYPE} data-src=...>: the
 * page's own boot script (shell/renderer/page-boot-script.mjs, inline, opening the body) loads them.
 */
export const DEFERRED_SCRIPT_TYPE = 'text/x-stairs-deferred';

/**
 * The interactive parts of a rendered page are islands: each is an <ISLAND_ELEMENT> around its server HTML, with
 * its name, its props (JSON) and its key (the prefix of the ids React generates inside it, so the browser's ids
 * match the server's). The rest of the page is plain HTML and never runs a script.
 */
export const ISLAND_ELEMENT = 'stairs-island';
export const ISLAND_NAME_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';

/** The prefix of React's ids inside the island of `key`, on the server and in the browser alike. */
export function islandIdPrefix(key: string): string {
  return `i${key}-`;
}

/**
 * Set on an island once it has hydrated, and dispatched from it (bubbling): the boot script then replays the taps
 * it held inside it.
 */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
export const ISLAND_HYDRATED_EVENT = 'stairs:island-hydrated';

/**
 * An island that hydrates on demand (a form, a remote's part of the page) is wanted once the visitor reaches into
 * it (a tap, a focus, a key): the boot script sets the attribute and dispatches the event from it (bubbling),
 * the islands runtime hydrates it.
 */
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';
export const ISLAND_WANTED_EVENT = 'stairs:island-wanted';

/**
 * Set on an island whose code could not be loaded (its remote is down or never answers, or the islands' script
 * itself failed), and dispatched from it (bubbling). Its server HTML stays: links are followed and forms are posted
 * by the browser, so the boot script lets through what it held for it (a submit, a tap on an enhanced link).
 */
export const ISLAND_FAILED_ATTRIBUTE = 'data-island-failed';
export const ISLAND_FAILED_EVENT = 'stairs:island-failed';

/**
 * On a link that its island turns into an action once alive (a gallery card opens the viewer instead of the
 * project's page): until then the boot script holds its tap like a button's and replays it; if the island cannot
 * come to life, the link is followed.
 */
export const ENHANCED_LINK_ATTRIBUTE = 'data-enhanced-link';

/**
 * Set on <html> once every island the page hydrates at the visitor's first intent (the frame) has hydrated, and
 * dispatched on `document`; a page rendered in the browser (admin) sets it once its route has rendered.
 */
export const PAGE_HYDRATED_EVENT = 'stairs:page-hydrated';
export const PAGE_HYDRATED_ATTRIBUTE = 'data-page-hydrated';

/** On a button whose tap the boot script holds until its island is hydrated: the page shows that it is coming. */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/** JSON inside a <script> element (the page's state, JSON-LD): `<` escaped, so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The id of the JSON (a non-executable <script>) a rendered page carries for its hydration: the remote versions it
 * was rendered with and the query data it showed.
 */
export const PAGE_STATE_ELEMENT_ID = 'stairs-page-state';

/**
 * The id of the JSON (a non-executable <script>) of the scripts a rendered page prefetches: `islands`, what its
 * first intent will run (prefetched once the page has shown itself), and `remote`, its remote part's entry and
 * module (prefetched once its frame is alive). The boot script does both.
 */
export const APP_SCRIPTS_ELEMENT_ID = 'stairs-app-scripts';

/**
 * What the browser shows by the `scripting` media feature (the shell's stylesheet): a control that does something
 * only with script (the side menu's button, 'Teilen', the photo upload) is not offered where scripting is off,
 * and what stands in for it there (a link to the footer's pages, a note) shows only then.
 */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';
export const WITHOUT_SCRIPT_ATTRIBUTE = 'data-without-script';
