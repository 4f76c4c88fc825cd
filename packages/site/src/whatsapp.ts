import {
  RENOVATION_CONDITION_LABELS,
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { formatEuro, formatNumber } from './format';

/** wa.me chat link with prefilled text; the number keeps its digits only (wa.me wants no +, spaces or 0s). */
export function whatsappUrl(number: string, text: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Greeting of the home page's WhatsApp advice button and the contact section. */
export function contactWhatsAppText(): string {
  return 'Hallo! Ich interessiere mich für Ihre Leistungen rund um Treppen und hätte gerne eine Beratung.';
}

/** Concrete-step cladding: the visitor's inputs and both totals (spec section 9). */
export function concreteWhatsAppText(
  input: ConcreteCalculationInput,
  result: ConcreteCalculationResult,
): string {
  return [
    'Hallo! Ich interessiere mich für eine Betonstufen-Verkleidung.',
    '',
    'Meine Angaben:',
    `- Anzahl der Stufen: ${formatNumber(input.stepCount)}`,
    `- Stufenbreite: ${formatNumber(input.stepWidth)} cm`,
    `- Stufentiefe: ${formatNumber(input.stepDepth)} cm`,
    '',
    'Berechnete Preise:',
    `- Massivholz: ${formatEuro(result.massivholz.total)}`,
    `- Fertigparkett: ${formatEuro(result.fertigparkett.total)}`,
    '',
    `Kostenvoranschlag: ${result.quoteNumber}`,
    '',
    'Können Sie mir ein genaues Angebot machen?',
  ].join('\n');
}

/** Stair renovation: the visitor's inputs, the condition and both totals (spec section 9). */
export function renovationWhatsAppText(
  input: RenovationCalculationInput,
  result: RenovationCalculationResult,
): string {
  return [
    'Hallo! Ich interessiere mich für eine Treppenrenovierung.',
    '',
    'Meine Angaben:',
    `- Anzahl der Stufen: ${formatNumber(input.stepCount)}`,
    `- Stufenbreite: ${formatNumber(input.stepWidth)} cm`,
    `- Zustand: ${RENOVATION_CONDITION_LABELS[input.condition]}`,
    '',
    'Berechnete Preise:',
    `- Abschleifen & Lackieren: ${formatEuro(result.sanding.total)}`,
    `- Neu belegen: ${formatEuro(result.covering.total)}`,
    '',
    `Kostenvoranschlag: ${result.quoteNumber}`,
    '',
    'Können Sie mir ein genaues Angebot machen?',
  ].join('\n');
}
