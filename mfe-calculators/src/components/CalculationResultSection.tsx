import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { calculationInputSummary, RESULT_TEXTS, resultOptions } from '@stairs/contracts';
import type { AnyCalculation } from '../lib/calculations';
import { ResultCards } from './ResultCards';

// The follow-up actions and their lead dialogs (Radix dialog and select, floating-ui) are not part of the page's
// first load: they are fetched while the first calculation is on its way, so they are there with its result.
const loadFollowUpActions = () => import('./FollowUpActions');
const FollowUpActions = lazy(() =>
  loadFollowUpActions().then((module) => ({ default: module.FollowUpActions })),
);

export interface CalculationResultSectionProps {
  calculation: AnyCalculation | undefined;
  isPending: boolean;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A new result: its heading takes the focus (after 'Preis berechnen' the focus would otherwise fall to the page's
 * body, and the next Tab would start at the top), and the region is scrolled into view, smoothly unless the
 * visitor asked for less motion. The focus does not scroll itself: that would jump before the smooth scroll.
 */
export function revealNewResult(
  region: Pick<HTMLElement, 'scrollIntoView'>,
  heading: Pick<HTMLElement, 'focus'>,
  reduceMotion: boolean,
): void {
  heading.focus({ preventScroll: true });
  region.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Where a result appears: the quote number, the option cards, the price note and the follow-ups. The region
 * is always in the page and polite-live, so a screen reader announces a new result where it appears; each new
 * quote is scrolled into view (on a phone it is below the form) and its heading takes the focus.
 */
export function CalculationResultSection({ calculation, isPending }: CalculationResultSectionProps) {
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const quoteId = calculation?.result.id;

  useEffect(() => {
    if (isPending) void loadFollowUpActions();
  }, [isPending]);

  useEffect(() => {
    const region = regionRef.current;
    const heading = headingRef.current;
    if (quoteId === undefined || !region || !heading) return;
    revealNewResult(region, heading, prefersReducedMotion());
  }, [quoteId]);

  return (
    <section
      ref={regionRef}
      aria-labelledby={calculation ? headingId : undefined}
      aria-busy={isPending}
      // Empty, the region stays in the accessibility tree (so the first result is announced) but takes no
      // room in the page layout.
      className={calculation ? 'grid gap-6' : 'sr-only'}
    >
      <div aria-live="polite" className="grid gap-4">
        {calculation ? (
          <>
            <div className="grid gap-1">
              {/* Focusable by script only (tabIndex -1), without a ring: it is where the reading goes on, not a
                  control. */}
              <h2
                ref={headingRef}
                id={headingId}
                tabIndex={-1}
                className="text-2xl font-semibold tracking-tight focus:outline-none"
              >
                {RESULT_TEXTS.heading}
              </h2>
              <p className="text-base">
                {RESULT_TEXTS.quoteNumberLabel}{' '}
                <strong className="font-semibold">{calculation.result.quoteNumber}</strong>
              </p>
              <p className="text-sm text-muted-foreground">{calculationInputSummary(calculation)}</p>
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <ResultCards options={resultOptions(calculation)} />
            </div>
            <p className="text-sm text-muted-foreground">{RESULT_TEXTS.priceNote}</p>
          </>
        ) : null}
      </div>
      {calculation ? (
        <Suspense fallback={null}>
          <FollowUpActions key={calculation.result.id} calculation={calculation} />
        </Suspense>
      ) : null}
    </section>
  );
}
