import type { FormEvent, ReactNode } from 'react';
import {
  CALCULATION_FORM_ACTIONS,
  CALCULATOR_FORM_TEXTS,
  CALCULATOR_PAGES,
  type CalculationType,
} from '@stairs/contracts';
import { HoneypotField } from '@stairs/site';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';

export interface CalculatorFormCardProps {
  type: CalculationType;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  children: ReactNode;
}

/**
 * The frame of both calculator forms: heading, fields, and the submit button with the spec's pending state.
 * A real form from the first paint: without its script (not alive yet and failed, or disabled) the browser posts
 * it to its form route, where the page server answers with the result page or this page again with the messages.
 * Alive, the submit handler sends JSON in place instead.
 * noValidate: the page shows its own German messages instead of the browser's bubbles (whose language follows
 * the browser, not the site).
 */
export function CalculatorFormCard({ type, onSubmit, isPending, children }: CalculatorFormCardProps) {
  const page = CALCULATOR_PAGES[type];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{page.formTitle}</h2>
        </CardTitle>
        <CardDescription>{page.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" action={CALCULATION_FORM_ACTIONS[type]} noValidate onSubmit={onSubmit}>
          <div className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-3">{children}</div>
            <HoneypotField />
            <div>
              <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
                {isPending ? 'Berechne...' : CALCULATOR_FORM_TEXTS.submit}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
