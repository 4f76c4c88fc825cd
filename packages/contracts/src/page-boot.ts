import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_STORED_ATTRIBUTE, COOKIE_CONSENT_STORAGE_KEY } from './consent';

/**
 * The names a rendered page's HTML, its inline boot script (shell/renderer/page-boot-script.mjs, which gets this
 * object whole) and the islands runtime share; docs/decisions.md, "What is hydrated", says what each step does.
 */
export const PAGE_BOOT = {
  /** The page's scripts wait as `<script type={deferredType} data-src>` until the visitor's first intent. */
  deferredType: 'text/x-stairs-deferred',
  /** An interactive part: this element around its server HTML, with its name, props (JSON) and key. */
  island: 'stairs-island',
  islandName: 'data-island',
  islandProps: 'data-island-props',
  islandKey: 'data-island-key',
  /** Set on an island (and dispatched from it, bubbling) once alive, wanted (the visitor reached into it), failed. */
  islandHydrated: 'data-island-hydrated',
  islandHydratedEvent: 'stairs:island-hydrated',
  islandWanted: 'data-island-wanted',
  islandWantedEvent: 'stairs:island-wanted',
  islandFailed: 'data-island-failed',
  islandFailedEvent: 'stairs:island-failed',
  /** A link its island turns into an action once alive (a gallery card's viewer): held like a button until then. */
  enhancedLink: 'data-enhanced-link',
  /** On <html> (and dispatched on document) once the frame's islands are alive, or an app page has rendered. */
  pageHydrated: 'data-page-hydrated',
  pageHydratedEvent: 'stairs:page-hydrated',
  /** On a button whose tap is held until its island is alive: the page shows that it is coming. */
  tapPending: 'data-tap-pending',
  /** JSON the page carries: its state (remote versions, query data) and the scripts to prefetch. */
  pageStateId: 'stairs-page-state',
  appScriptsId: 'stairs-app-scripts',
  consentKey: COOKIE_CONSENT_STORAGE_KEY,
  consentStored: CONSENT_STORED_ATTRIBUTE,
  consentChoice: CONSENT_CHOICE_ATTRIBUTE,
} as const;

/** The prefix of React's ids inside the island of `key`, on the server and in the browser alike. */
export const islandIdPrefix = (key: string): string => `i${key}-`;

/** JSON inside a <script> element (the page's state, JSON-LD): `<` escaped, so no value can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the `scripting` media feature shows (the shell's stylesheet): a control that works only with script (the side
 * menu's button, 'Teilen', the photo upload) where it is on, what stands in for it where it is off.
 */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';
export const WITHOUT_SCRIPT_ATTRIBUTE = 'data-without-script';
