import { SafeHtml } from '../common/html';

/** A theme colour of the site (HSL channels in a CSS variable), with the theme's value where the frame has none. */
const color = (variable: string, fallback: string, alpha?: string): string =>
  `hsl(var(--${variable}, ${fallback})${alpha ? ` / ${alpha}` : ''})`;

const primary = color('primary', '28 70% 35%');
const onPrimary = color('primary-foreground', '36 40% 98%');
const border = color('border', '30 20% 86%');
const input = color('input', '28 12% 52%');
const ring = color('ring', '28 85% 40%');
const muted = color('muted-foreground', '25 12% 38%');
const destructive = color('destructive', '0 72% 42%');
const success = color('success', '142 64% 26%');
const radius = 'var(--radius, 0.5rem)';

/**
 * The form pages' own small stylesheet (inline: the CSP's style-src allows it, and the page needs no second
 * request). Everything is scoped to `.sf-page`, so the site's frame around it keeps its look; colours, radius and
 * font come from the site's theme variables when the frame brings them, else the theme's values. Fields are full
 * width and at least 44 px high (tap targets), the focus ring is always visible, errors are in the destructive
 * colour and bold, and a 390 px phone gets one column.
 */
export const FORM_PAGE_STYLES = new SafeHtml(`<style>
.sf-page { box-sizing: border-box; max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; color: ${color('foreground', '24 20% 12%')}; font-family: var(--font-sans, ui-sans-serif, system-ui, sans-serif); font-size: 1rem; line-height: 1.5; }
.sf-page *, .sf-page *::before, .sf-page *::after { box-sizing: border-box; }
.sf-page h1 { font-size: 1.875rem; line-height: 1.2; font-weight: 700; margin: 0 0 0.75rem; }
.sf-page h2 { font-size: 1.25rem; line-height: 1.3; font-weight: 600; margin: 0 0 0.5rem; }
.sf-page h3 { font-size: 1.125rem; line-height: 1.3; font-weight: 600; margin: 0; }
.sf-page p { margin: 0 0 0.75rem; }
.sf-page ul { margin: 0; padding-left: 1.25rem; list-style: disc; }
.sf-page a { color: ${primary}; text-decoration: underline; text-underline-offset: 3px; }
.sf-page a:focus-visible, .sf-page button:focus-visible, .sf-page input:focus-visible, .sf-page select:focus-visible, .sf-summary:focus { outline: 3px solid ${ring}; outline-offset: 2px; }
.sf-back { margin: 0 0 1rem; font-weight: 500; }
.sf-lead, .sf-muted, .sf-hint { color: ${muted}; }
.sf-lead { font-size: 1.0625rem; max-width: 42rem; }
.sf-page .sf-hint { font-size: 0.875rem; margin: 0; }
.sf-card { background: ${color('card', '0 0% 100%')}; border: 1px solid ${border}; border-radius: calc(${radius} + 4px); padding: 1.25rem; margin: 0 0 1.5rem; }
.sf-card > :last-child { margin-bottom: 0; }
.sf-grid { display: grid; gap: 1rem; }
.sf-form { display: grid; gap: 1rem; margin: 0; }
.sf-field { display: grid; gap: 0.375rem; align-content: start; }
.sf-field label, .sf-legend { font-weight: 500; }
.sf-input { display: block; width: 100%; min-height: 2.75rem; margin: 0; padding: 0.5rem 0.75rem; font: inherit; font-size: 1rem; color: inherit; background: ${color('background', '36 33% 98%')}; border: 1px solid ${input}; border-radius: ${radius}; }
.sf-input[aria-invalid="true"] { border: 2px solid ${destructive}; }
.sf-page .sf-error { color: ${destructive}; font-size: 0.875rem; font-weight: 600; margin: 0; }
.sf-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 0.75rem; }
.sf-legend { padding: 0; margin: 0 0 0.25rem; }
.sf-choices { display: grid; gap: 0.75rem; }
.sf-choice { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.625rem; align-items: start; padding: 0.875rem; border: 1px solid ${border}; border-radius: ${radius}; cursor: pointer; }
.sf-choice input { width: 1.25rem; height: 1.25rem; margin: 0.125rem 0 0; accent-color: ${primary}; }
.sf-choice-title { font-weight: 500; }
.sf-choice .sf-hint { grid-column: 2; }
.sf-choice:has(input:checked) { border-color: ${primary}; box-shadow: 0 0 0 1px ${primary}; }
.sf-choice:has(input[aria-invalid="true"]) { border-color: ${destructive}; }
.sf-button { display: inline-flex; align-items: center; justify-content: center; width: 100%; min-height: 2.75rem; padding: 0.625rem 1.25rem; font: inherit; font-weight: 600; line-height: 1.25; text-align: center; text-decoration: none; border: 1px solid transparent; border-radius: ${radius}; background: ${primary}; color: ${onPrimary}; cursor: pointer; }
.sf-page a.sf-button { color: ${onPrimary}; text-decoration: none; }
.sf-page a.sf-button-outline, .sf-button-outline { background: transparent; color: ${primary}; border-color: ${border}; }
.sf-page a.sf-button-whatsapp { background: ${color('whatsapp', '168 80% 24%')}; color: ${color('whatsapp-foreground', '0 0% 100%')}; }
.sf-actions { display: grid; gap: 0.75rem; margin: 0 0 1rem; }
.sf-summary { border: 2px solid ${destructive}; border-radius: ${radius}; background: ${color('destructive', '0 72% 42%', '0.06')}; padding: 1rem 1.25rem; margin: 0 0 1.5rem; }
.sf-summary h2 { color: ${destructive}; }
.sf-summary a { color: ${destructive}; font-weight: 600; }
.sf-notice { border: 2px solid ${success}; border-radius: ${radius}; background: ${color('success', '142 64% 26%', '0.07')}; padding: 1rem 1.25rem; margin: 0 0 1.5rem; }
.sf-notice h2 { color: ${success}; }
.sf-meta { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; color: ${muted}; }
.sf-badge { display: inline-block; padding: 0.125rem 0.625rem; border-radius: 999px; border: 1px solid ${primary}; color: ${primary}; font-size: 0.8125rem; font-weight: 600; }
.sf-badge-strong { background: ${primary}; color: ${onPrimary}; }
.sf-options { display: grid; gap: 1rem; margin: 0 0 1rem; }
.sf-option { display: flex; flex-direction: column; gap: 0.75rem; margin: 0; }
.sf-option-recommended { border-color: ${primary}; box-shadow: 0 0 0 2px ${primary}; }
.sf-option-head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 0.5rem; }
.sf-lines { display: grid; gap: 0.5rem; margin: 0; font-size: 0.9375rem; }
.sf-lines div { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; }
.sf-lines dt { color: ${muted}; }
.sf-lines dd { margin: 0; font-variant-numeric: tabular-nums; }
.sf-lines .sf-total { border-top: 1px solid ${border}; padding-top: 0.75rem; font-size: 1.125rem; font-weight: 600; }
.sf-lines .sf-total dt { color: inherit; }
.sf-page .sf-recommendation { margin: auto 0 0; padding: 0.75rem; border-radius: ${radius}; background: ${color('muted', '35 22% 93%')}; font-size: 0.875rem; }
.sf-picture { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; border-radius: ${radius}; background: ${color('muted', '35 22% 93%')}; margin: 0 0 1rem; }
.sf-description { white-space: pre-line; }
.sf-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.sf-honeypot { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
@media (min-width: 40rem) {
  .sf-page { padding: 2.5rem 1.5rem 4rem; }
  .sf-page h1 { font-size: 2.25rem; }
  .sf-card { padding: 1.5rem; }
  .sf-grid-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .sf-choices, .sf-options, .sf-actions { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .sf-button { width: auto; justify-self: start; }
  .sf-actions .sf-button { width: 100%; }
}
</style>`);
