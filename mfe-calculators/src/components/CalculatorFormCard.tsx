import type { FormEvent, ReactNode } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';

export interface CalculatorFormCardProps {
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  children: ReactNode;
}

/**
 * The frame of both calculator forms: heading, fields, and the submit button with the spec's pending state.
 * noValidate: the page shows its own German messages instead of the browser's bubbles (whose language follows
 * the browser, not the site); min/max stay on the inputs for the spinner buttons and mobile keyboards.
 */
export function CalculatorFormCard({
  title,
  description,
  onSubmit,
  isPending,
  children,
}: CalculatorFormCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit}>
          <div className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-3">{children}</div>
            <div>
              <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
                {isPending ? 'Berechne...' : 'Preis berechnen'}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
