import { CalculationResultSection } from '../components/CalculationResultSection';
import { CalculatorPageLayout } from '../components/CalculatorPageLayout';
import { ConcreteCalculatorForm } from '../components/ConcreteCalculatorForm';
import { ConcreteResultCards } from '../components/ConcreteResultCards';
import { useCalculation } from '../hooks/useCalculation';

/** /concrete-calculator: cladding concrete steps with solid wood or prefabricated parquet. */
export default function ConcreteCalculatorPage() {
  const { calculate, calculation, isPending } = useCalculation('concrete');

  return (
    <CalculatorPageLayout
      path="/concrete-calculator"
      title="Betonstufen verkleiden – Preisrechner"
      intro="Geben Sie Anzahl, Breite und Tiefe Ihrer Betonstufen ein und erhalten Sie sofort einen unverbindlichen Kostenvoranschlag für die Verkleidung mit Massivholz oder Fertigparkett – Material und Arbeitsleistung inklusive."
    >
      <ConcreteCalculatorForm onCalculate={calculate} isPending={isPending} />
      <CalculationResultSection calculation={calculation} isPending={isPending}>
        {calculation ? <ConcreteResultCards result={calculation.result} /> : null}
      </CalculationResultSection>
    </CalculatorPageLayout>
  );
}
