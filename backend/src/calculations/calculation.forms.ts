import {
  CALCULATOR_CONTEXT_LABELS,
  type ConcreteCalculationResult,
  PUBLIC_FORMS,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { definePublicFormHandler } from '../public-forms/public-form';
import { ConcreteCalculationDto, RenovationCalculationDto } from './calculation.dto';
import { CalculationsService } from './calculations.service';

/**
 * The concrete-step calculator: stored with a quote number. Without script the site answers its form (the page
 * server: the result page, or the form again with each field's message).
 */
export const concreteCalculationForm = definePublicFormHandler({
  form: PUBLIC_FORMS.concreteCalculation,
  label: CALCULATOR_CONTEXT_LABELS.concrete_calculator,
  readme: {
    json: '`{stepCount, stepWidth, stepDepth}`; rate bucket `calculation`',
  },
  dto: ConcreteCalculationDto,
  services: { calculations: CalculationsService },
  openApi: {
    tag: 'calculators',
    json: 'Concrete-step cladding: massivholz and fertigparkett, stored with a quote number',
  },
  answer: (dto, { calculations }) => calculations.calculateConcrete(dto),
  // A decoy of a concrete request is a concrete result.
  decoy: async (dto, { calculations }) =>
    (await calculations.decoy({ type: 'concrete', input: dto })) as ConcreteCalculationResult,
  example: () => ({ body: { stepCount: 10, stepWidth: 100, stepDepth: 30 } }),
});

/** The renovation calculator. */
export const renovationCalculationForm = definePublicFormHandler({
  form: PUBLIC_FORMS.renovationCalculation,
  label: CALCULATOR_CONTEXT_LABELS.renovation_calculator,
  readme: {
    json: '`{stepCount, stepWidth, condition}`; rate bucket `calculation`',
  },
  dto: RenovationCalculationDto,
  services: { calculations: CalculationsService },
  openApi: {
    tag: 'calculators',
    json: 'Stair renovation: sanding or covering, stored with a quote number',
  },
  answer: (dto, { calculations }) => calculations.calculateRenovation(dto),
  decoy: async (dto, { calculations }) =>
    (await calculations.decoy({ type: 'renovation', input: dto })) as RenovationCalculationResult,
  example: () => ({ body: { stepCount: 8, stepWidth: 90, condition: 'good' as const } }),
});
