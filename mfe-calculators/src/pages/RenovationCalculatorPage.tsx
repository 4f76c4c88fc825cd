import { CalculationResultSection } from '../components/CalculationResultSection';
import { CalculatorPageLayout } from '../components/CalculatorPageLayout';
import { RenovationCalculatorForm } from '../components/RenovationCalculatorForm';
import { RenovationResultCards } from '../components/RenovationResultCards';
import { useCalculation } from '../hooks/useCalculation';

/** /renovation-calculator: sanding and lacquering versus new covering of a wooden stair. */
export default function RenovationCalculatorPage() {
  const { calculate, calculation, isPending } = useCalculation('renovation');

  return (
    <CalculatorPageLayout type="renovation">
      <RenovationCalculatorForm onCalculate={calculate} isPending={isPending} />
      <CalculationResultSection calculation={calculation} isPending={isPending}>
        {calculation ? <RenovationResultCards result={calculation.result} /> : null}
      </CalculationResultSection>
    </CalculatorPageLayout>
  );
}
