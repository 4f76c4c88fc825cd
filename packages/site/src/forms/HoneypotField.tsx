import { HONEYPOT_FIELD, HONEYPOT_LABEL } from '@stairs/contracts';
import { useId } from 'react';

/** Off-screen, not display:none (which bots skip); the same with or without script (the page server renders it). */
const OFF_SCREEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * The honeypot every public form carries (contracts' spam.ts): a text field a bot fills and a person never meets —
 * off-screen, hidden from assistive technology, out of the tab order, autocomplete off. Uncontrolled: its value is
 * read from the form when it is sent (spamSignals), and the browser posts it without script.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" defaultValue="" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
