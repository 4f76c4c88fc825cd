import { CalculatorPage } from '../components/CalculatorPage';
import { ConcreteCalculatorFields } from '../components/ConcreteCalculatorFields';

/** /concrete-calculator: cladding concrete steps with solid wood or prefabricated parquet. */
export default function ConcreteCalculatorPage() {
  return <CalculatorPage type="concrete" Fields={ConcreteCalculatorFields} />;
}
