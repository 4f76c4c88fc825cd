import {
  COST_PART_LABELS,
  OPTION_DESCRIPTIONS,
  OPTION_TITLES,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { ResultCard } from './ResultCard';

/** The two renovation options with the server's recommendations; the one the server recommends is highlighted. */
export function RenovationResultCards({ result }: { result: RenovationCalculationResult }) {
  return (
    <>
      <ResultCard
        title={OPTION_TITLES.sanding}
        description={OPTION_DESCRIPTIONS.sanding}
        lines={[
          { label: COST_PART_LABELS.sandingWork, amount: result.sanding.work },
          { label: COST_PART_LABELS.sandingFinish, amount: result.sanding.finish },
        ]}
        total={result.sanding.total}
        recommendation={result.sanding.recommendation}
        highlighted={result.recommendedOption === 'sanding'}
      />
      <ResultCard
        title={OPTION_TITLES.covering}
        description={OPTION_DESCRIPTIONS.covering}
        lines={[
          { label: COST_PART_LABELS.material, amount: result.covering.material },
          { label: COST_PART_LABELS.labor, amount: result.covering.labor },
        ]}
        total={result.covering.total}
        recommendation={result.covering.recommendation}
        highlighted={result.recommendedOption === 'covering'}
      />
    </>
  );
}
