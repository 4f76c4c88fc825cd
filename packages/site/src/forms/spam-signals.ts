import { FILL_TIME_FIELD, HONEYPOT_FIELD, type SpamSignals } from '@stairs/contracts';

/**
 * What a public form's JSON body carries besides its fields (contracts' spam.ts), read when it is sent: the
 * honeypot's value and the time since the page's start, with the browser's sticky user activation (a tap, click or
 * key on the page; a script's click is none). A browser without that API counts as touched: the check must never
 * catch a person.
 */
export function spamSignals(form: HTMLFormElement): SpamSignals {
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
  return {
    [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    [FILL_TIME_FIELD]: {
      sincePageStartMs: Math.round(performance.now()),
      touched: 'userActivation' in navigator ? navigator.userActivation.hasBeenActive : true,
    },
  };
}
