import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import type { AnyCalculation } from '../lib/calculations';
import { calculationInputSummary, PRICE_NOTE } from '../lib/summary';

// The follow-up actions and their lead dialogs (Radix dialog and select, floating-ui) are not part of the page's
// first load: they are fetched while the first calculation is on its way, so they are there with its result.
const loadFollowUpActions = () => import('./FollowUpActions');
const FollowUpActions = lazy(() =>
  loadFollowUpActions().then((module) => ({ default: module.FollowUpActions })),
);

export interface CalculationResultSectionProps {
  calculation: AnyCalculation | undefined;
  isPending: boolean;
  /** The result cards of the calculation type. */
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Where a result appears: the quote number, the option cards, the price note and the follow-ups. The region
 * is always in the page and polite-live, so a screen reader announces a new result where it appears; each new
 * quote is scrolled into view (on a phone it is below the form).
 */
export function CalculationResultSection({
  calculation,
  isPending,
  children,
}: CalculationResultSectionProps) {
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const quoteId = calculation?.result.id;

  useEffect(() => {
    if (isPending) void loadFollowUpActions();
  }, [isPending]);

  useEffect(() => {
    if (quoteId === undefined) return;
    regionRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
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
              <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
                Ihr Kostenvoranschlag
              </h2>
              <p className="text-base">
                Kostenvoranschlag Nr.{' '}
                <strong className="font-semibold">{calculation.result.quoteNumber}</strong>
              </p>
              <p className="text-sm text-muted-foreground">{calculationInputSummary(calculation)}</p>
            </div>
            <div className="grid gap-4 md:grid-cols-2">{children}</div>
            <p className="text-sm text-muted-foreground">{PRICE_NOTE}</p>
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
