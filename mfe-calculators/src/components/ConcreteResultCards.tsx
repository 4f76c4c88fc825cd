import { COST_PART_LABELS, type ConcreteCalculationResult, OPTION_TITLES } from '@stairs/contracts';
import { ResultCard } from './ResultCard';

/** The two cladding options of a concrete-step result. */
export function ConcreteResultCards({ result }: { result: ConcreteCalculationResult }) {
  return (
    <>
      <ResultCard
        title={OPTION_TITLES.massivholz}
        description="Stufen aus massivem Echtholz – besonders langlebig und mehrfach abschleifbar."
        lines={[
          { label: COST_PART_LABELS.material, amount: result.massivholz.materialCost },
          { label: COST_PART_LABELS.labor, amount: result.massivholz.laborCost },
        ]}
        total={result.massivholz.total}
      />
      <ResultCard
        title={OPTION_TITLES.fertigparkett}
        description="Mehrschichtiges Parkett mit Echtholz-Oberfläche – die preiswerte Variante."
        lines={[
          { label: COST_PART_LABELS.material, amount: result.fertigparkett.materialCost },
          { label: COST_PART_LABELS.labor, amount: result.fertigparkett.laborCost },
        ]}
        total={result.fertigparkett.total}
      />
    </>
  );
}
