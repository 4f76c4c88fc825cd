/**
 * The pages the page server renders with a remote's module for a form sent without script (docs/decisions.md,
 * "One UI for every path"): a calculator's form again, a calculation's result page. A module of its own: a top-level
 * list is kept in every bundle of a module that is imported, and only the shell and the calculators need these.
 */
import { type CalculationType } from './calculators';
import { CALCULATION_FORM_ACTIONS, type CalculationFollowUp, FORM_SENT_PARAM } from './forms';
import { PAGES } from './pages';
import { type RemoteName } from './remotes';

/** A stored calculation's result page as a route pattern (`:id` its id): the page server renders it. */
export const CALCULATION_RESULT_ROUTES: Record<CalculationType, string> = {
  concrete: `${CALCULATION_FORM_ACTIONS.concrete}/:id`,
  renovation: `${CALCULATION_FORM_ACTIONS.renovation}/:id`,
};

/**
 * A stored calculation's result page (GET), where a calculator form's post leads (303): quote number, both options,
 * the quote document, WhatsApp and the follow-up forms. With `sent`, it also says that follow-up was received.
 */
export function calculationResultPagePath(
  type: CalculationType,
  id: string,
  sent?: CalculationFollowUp,
): string {
  const path = CALCULATION_RESULT_ROUTES[type].replace(':id', encodeURIComponent(id));
  return sent ? `${path}?${FORM_SENT_PARAM}=${sent}` : path;
}

/** A page the page server renders with a remote's exposed module (the shell routes it, the remote exposes it). */
export interface RemoteFormPage {
  /** Its route pattern (`:name` one segment). */
  path: string;
  remote: RemoteName;
  module: string;
}

/**
 * The answers of the forms a remote draws (docs/decisions.md, "One UI for every path"): at a calculator's action the
 * calculator page again (the visitor's values and each field's message), at its result route the result page.
 */
export const REMOTE_FORM_PAGES: readonly RemoteFormPage[] = (['concrete', 'renovation'] as const).flatMap(
  (type) => [
    {
      path: CALCULATION_FORM_ACTIONS[type],
      remote: 'calculators',
      module: PAGES[type === 'concrete' ? 'concreteCalculator' : 'renovationCalculator'].module,
    },
    { path: CALCULATION_RESULT_ROUTES[type], remote: 'calculators', module: 'CalculationResultPage' },
  ],
);
