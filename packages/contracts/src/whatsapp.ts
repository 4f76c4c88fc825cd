/** The WhatsApp links of the site and their prefilled texts (the pages and the API's result page alike). */
import {
  RENOVATION_CONDITION_LABELS,
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
} from './calculators';
import { formatCm, formatEuro, formatNumber } from './format';
import { INPUT_LABELS, OPTION_TITLES } from './vocabulary';

/** wa.me chat link with prefilled text; the number keeps its digits only (wa.me wants no +, spaces or 0s). */
export function whatsappUrl(number: string, text: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Greeting of the home page's WhatsApp advice button and the contact section. */
export function contactWhatsAppText(): string {
  return 'Hallo! Ich interessiere mich für Ihre Leistungen rund um Treppen und hätte gerne eine Beratung.';
}

/** About an accepted quote (the order page's confirmation and the Auftragsbestätigung). */
export function orderWhatsAppText(quoteNumber: string): string {
  return `Hallo! Ich schreibe wegen meines Auftrags zum Angebot ${quoteNumber}.`;
}

/** Concrete-step cladding: the visitor's inputs and both totals. */
export function concreteWhatsAppText(
  input: ConcreteCalculationInput,
  result: ConcreteCalculationResult,
): string {
  return [
    'Hallo! Ich interessiere mich für eine Betonstufen-Verkleidung.',
    '',
    'Meine Angaben:',
    `- Anzahl der Stufen: ${formatNumber(input.stepCount)}`,
    `- ${INPUT_LABELS.stepWidth}: ${formatCm(input.stepWidth)}`,
    `- ${INPUT_LABELS.stepDepth}: ${formatCm(input.stepDepth)}`,
    '',
    'Berechnete Preise:',
    `- ${OPTION_TITLES.massivholz}: ${formatEuro(result.massivholz.total)}`,
    `- ${OPTION_TITLES.fertigparkett}: ${formatEuro(result.fertigparkett.total)}`,
    '',
    `Kostenvoranschlag: ${result.quoteNumber}`,
    '',
    'Können Sie mir ein genaues Angebot machen?',
  ].join('\n');
}

/** Stair renovation: the visitor's inputs, the condition and both totals. */
export function renovationWhatsAppText(
  input: RenovationCalculationInput,
  result: RenovationCalculationResult,
): string {
  return [
    'Hallo! Ich interessiere mich für eine Treppenrenovierung.',
    '',
    'Meine Angaben:',
    `- Anzahl der Stufen: ${formatNumber(input.stepCount)}`,
    `- ${INPUT_LABELS.stairWidth}: ${formatCm(input.stepWidth)}`,
    `- ${INPUT_LABELS.condition}: ${RENOVATION_CONDITION_LABELS[input.condition]}`,
    '',
    'Berechnete Preise:',
    `- ${OPTION_TITLES.sanding}: ${formatEuro(result.sanding.total)}`,
    `- ${OPTION_TITLES.covering}: ${formatEuro(result.covering.total)}`,
    '',
    `Kostenvoranschlag: ${result.quoteNumber}`,
    '',
    'Können Sie mir ein genaues Angebot machen?',
  ].join('\n');
}
