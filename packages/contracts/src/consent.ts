/** Where the browser keeps the visitor's cookie choice (localStorage). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

/**
 * Set on <html> before the first paint when a choice is stored: the cookie banner of the server HTML (which is the
 * same for every visitor) then stays hidden for a returning visitor until the page is hydrated.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

/**
 * On the cookie banner's 'Nur notwendige' and 'Alle akzeptieren': the choice as it is stored (JSON). A tap on one
 * before the page's script runs is answered by the page's boot script at once: it stores the choice and hides the
 * banner (CONSENT_STORED_ATTRIBUTE), and the tap is replayed when the banner's island wakes.
 */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
