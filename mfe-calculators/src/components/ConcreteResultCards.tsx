import {
  COST_PART_LABELS,
  OPTION_DESCRIPTIONS,
  OPTION_TITLES,
  type ConcreteCalculationResult,
} from '@stairs/contracts';
import { ResultCard } from './ResultCard';

/** The two cladding options of a concrete-step result. */
export function ConcreteResultCards({ result }: { result: ConcreteCalculationResult }) {
  return (
    <>
      <ResultCard
        title={OPTION_TITLES.massivholz}
        description={OPTION_DESCRIPTIONS.massivholz}
        lines={[
          { label: COST_PART_LABELS.material, amount: result.massivholz.materialCost },
          { label: COST_PART_LABELS.labor, amount: result.massivholz.laborCost },
        ]}
        total={result.massivholz.total}
      />
      <ResultCard
        title={OPTION_TITLES.fertigparkett}
        description={OPTION_DESCRIPTIONS.fertigparkett}
        lines={[
          { label: COST_PART_LABELS.material, amount: result.fertigparkett.materialCost },
          { label: COST_PART_LABELS.labor, amount: result.fertigparkett.laborCost },
        ]}
        total={result.fertigparkett.total}
      />
    </>
  );
}
