import { CalculationResultSection } from '../components/CalculationResultSection';
import { CalculatorPageLayout } from '../components/CalculatorPageLayout';
import { ConcreteCalculatorForm } from '../components/ConcreteCalculatorForm';
import { ConcreteResultCards } from '../components/ConcreteResultCards';
import { useCalculation } from '../hooks/useCalculation';

/** /concrete-calculator: cladding concrete steps with solid wood or prefabricated parquet. */
export default function ConcreteCalculatorPage() {
  const { calculate, calculation, isPending } = useCalculation('concrete');

  return (
    <CalculatorPageLayout type="concrete">
      <ConcreteCalculatorForm onCalculate={calculate} isPending={isPending} />
      <CalculationResultSection calculation={calculation} isPending={isPending}>
        {calculation ? <ConcreteResultCards result={calculation.result} /> : null}
      </CalculationResultSection>
    </CalculatorPageLayout>
  );
}
