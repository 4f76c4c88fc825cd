/** Where the browser keeps the visitor's cookie choice (localStorage). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

/**
 * Set on <html> before the first paint when a choice is stored: the cookie banner of the server HTML (which is the
 * same for every visitor) then stays hidden for a returning visitor until the page is hydrated.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

/**
 * The one inline script of a rendered page, first in its head. It only reads the stored choice and sets the
 * attribute; the page's Content-Security-Policy allows exactly this text by its hash.
 */
export const CONSENT_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(CONSENT_STORED_ATTRIBUTE)},'')}catch(e){}`;
