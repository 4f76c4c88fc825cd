import { CALCULATOR_FORM_TEXTS } from '@stairs/contracts';
import { Link } from '@stairs/router';

/** '← Zur Startseite' above a calculator and its result. */
export function BackToHomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span aria-hidden="true">←</span>
      {CALCULATOR_FORM_TEXTS.backToHome}
    </Link>
  );
}
