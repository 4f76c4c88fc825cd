import { useId } from 'react';
import { RESULT_TEXTS, type ResultOption } from '@stairs/contracts';
import { formatEuro } from '@stairs/site';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@stairs/ui';

/** The options of a result side by side (two columns from md on, in CalculationResultSection). */
export function ResultCards({ options }: { options: readonly ResultOption[] }) {
  return (
    <>
      {options.map((option) => (
        <ResultCard key={option.key} option={option} />
      ))}
    </>
  );
}

/**
 * One priced option of a calculation: its parts, the total and, for renovations, the recommendation; the option
 * the server recommends gets a frame and a badge. Euros as the server computed them: the client never
 * calculates prices.
 */
function ResultCard({ option }: { option: ResultOption }) {
  const { title, description, lines, total, recommendation, recommended: highlighted } = option;
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('flex flex-col', highlighted && 'border-primary ring-2 ring-primary')}
    >
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle asChild>
            <h3 id={titleId}>{title}</h3>
          </CardTitle>
          {highlighted ? <Badge>{RESULT_TEXTS.recommended}</Badge> : null}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid gap-2 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="tabular-nums">{formatEuro(line.amount)}</dd>
            </div>
          ))}
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3 text-lg font-semibold">
            <dt>{RESULT_TEXTS.total}</dt>
            <dd className="tabular-nums">{formatEuro(total)}</dd>
          </div>
        </dl>
        {recommendation ? (
          <p
            className={cn(
              'mt-auto rounded-md p-3 text-sm',
              highlighted ? 'bg-primary/10 text-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            {recommendation}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
