/**
 * Spam defence of the public forms without a captcha (docs/decisions.md, "Spam defence"). Every public form carries
 * a honeypot: a text field people never see or reach (hidden, aria-hidden, out of the tab order) with a name a
 * bot likes to fill. A form sent as JSON by its island also says how long after the page's start it was sent and
 * whether the visitor had touched the page. A post that trips either is answered like a success, counted per form
 * and day, and stored nowhere else.
 */
import { type PublicFormName } from './api/public-forms';

/** The honeypot's name, in the site's forms and their posts (JSON, and without script through the page server). */
export const HONEYPOT_FIELD = 'website';

/** Its label: read by a bot that fills fields by their labels; people never see it. */
export const HONEYPOT_LABEL = 'Webseite (bitte leer lassen)';

/** JSON posts only: when the form was sent, from the island (the no-script post has no timing). */
export const FILL_TIME_FIELD = 'fillTime';

export interface FillTime {
  /** Milliseconds from the page's start (navigation) to the submit. */
  sincePageStartMs: number;
  /** The visitor had activated the page (a tap, click or key: the browser's sticky user activation). */
  touched: boolean;
}

/** A JSON post sent sooner than this after the page's start, untouched, is a bot's. */
export const MIN_UNTOUCHED_FILL_MS = 2000;

/** What a public form's JSON body carries besides its fields. */
export interface SpamSignals {
  [HONEYPOT_FIELD]?: string;
  [FILL_TIME_FIELD]?: FillTime;
}

/** One day's caught posts of a form. */
export interface SpamCountDay {
  /** YYYY-MM-DD (Vienna's) */
  day: string;
  count: number;
}

/** A public form in the spam counts: its name for the operator and its days with caught posts. */
export interface FormSpamCounts {
  form: PublicFormName;
  /** Its handler's `label` (backend/src/public-forms). */
  label: string;
  /** The days of the last 30 with a caught post, newest first. */
  days: SpamCountDay[];
}

/** GET /api/admin/spam-counts: every public form the API serves, in declaration order, with its counts. */
export interface SpamCounts {
  forms: FormSpamCounts[];
}
