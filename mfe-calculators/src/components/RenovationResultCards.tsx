import type { RenovationCalculationInput, RenovationCalculationResult } from '@stairs/contracts';
import { recommendedRenovationOption } from '../lib/calculations';
import { ResultCard } from './ResultCard';

export interface RenovationResultCardsProps {
  input: RenovationCalculationInput;
  result: RenovationCalculationResult;
}

/** The two renovation options with the server's recommendations; the favoured one is highlighted. */
export function RenovationResultCards({ input, result }: RenovationResultCardsProps) {
  const recommended = recommendedRenovationOption(input.condition);
  return (
    <>
      <ResultCard
        title="Abschleifen & Lackieren"
        description="Die vorhandenen Stufen werden abgeschliffen und neu lackiert."
        lines={[
          { label: 'Schleifarbeiten', amount: result.sanding.work },
          { label: 'Lackierung', amount: result.sanding.finish },
        ]}
        total={result.sanding.total}
        recommendation={result.sanding.recommendation}
        highlighted={recommended === 'sanding'}
      />
      <ResultCard
        title="Neu belegen"
        description="Die Stufen erhalten einen neuen Holzbelag."
        lines={[
          { label: 'Material', amount: result.covering.material },
          { label: 'Arbeitsleistung', amount: result.covering.labor },
        ]}
        total={result.covering.total}
        recommendation={result.covering.recommendation}
        highlighted={recommended === 'covering'}
      />
    </>
  );
}
