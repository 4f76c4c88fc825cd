import { CalculationResultSection } from '../components/CalculationResultSection';
import { CalculatorPageLayout } from '../components/CalculatorPageLayout';
import { RenovationCalculatorForm } from '../components/RenovationCalculatorForm';
import { RenovationResultCards } from '../components/RenovationResultCards';
import { useCalculation } from '../hooks/useCalculation';

/** /renovation-calculator: sanding and lacquering versus new covering of a wooden stair. */
export default function RenovationCalculatorPage() {
  const { calculate, calculation, isPending } = useCalculation('renovation');

  return (
    <CalculatorPageLayout
      path="/renovation-calculator"
      title="Treppe renovieren – Preisrechner"
      intro="Abschleifen und neu lackieren oder neu belegen? Geben Sie Stufenanzahl, Treppenbreite und den Zustand Ihrer Holztreppe an – wir berechnen beide Varianten und sagen Ihnen, welche wir empfehlen."
    >
      <RenovationCalculatorForm onCalculate={calculate} isPending={isPending} />
      <CalculationResultSection calculation={calculation} isPending={isPending}>
        {calculation ? <RenovationResultCards result={calculation.result} /> : null}
      </CalculationResultSection>
    </CalculatorPageLayout>
  );
}
