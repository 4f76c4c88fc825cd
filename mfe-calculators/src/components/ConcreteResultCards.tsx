import type { ConcreteCalculationResult } from '@stairs/contracts';
import { ResultCard } from './ResultCard';

/** The two cladding options of a concrete-step result (spec section 2). */
export function ConcreteResultCards({ result }: { result: ConcreteCalculationResult }) {
  return (
    <>
      <ResultCard
        title="Massivholz"
        description="Stufen aus massivem Echtholz – besonders langlebig und mehrfach abschleifbar."
        lines={[
          { label: 'Material', amount: result.massivholz.materialCost },
          { label: 'Arbeitsleistung', amount: result.massivholz.laborCost },
        ]}
        total={result.massivholz.total}
      />
      <ResultCard
        title="Fertigparkett"
        description="Mehrschichtiges Parkett mit Echtholz-Oberfläche – die preiswerte Variante."
        lines={[
          { label: 'Material', amount: result.fertigparkett.materialCost },
          { label: 'Arbeitsleistung', amount: result.fertigparkett.laborCost },
        ]}
        total={result.fertigparkett.total}
      />
    </>
  );
}
