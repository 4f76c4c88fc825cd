import { CalculatorPage } from '../components/CalculatorPage';
import { RenovationCalculatorFields } from '../components/RenovationCalculatorFields';

/** /renovation-calculator: sanding and lacquering versus new covering of a wooden stair. */
export default function RenovationCalculatorPage() {
  return <CalculatorPage type="renovation" Fields={RenovationCalculatorFields} />;
}
