/** Where the browser keeps the visitor's cookie choice (localStorage). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

/**
 * Set on <html> before the first paint when a choice is stored: the cookie banner of the server HTML (which is the
 * same for every visitor) then stays hidden for a returning visitor until the page is hydrated.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';
