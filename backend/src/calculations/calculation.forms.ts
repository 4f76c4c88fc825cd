import {
  calculationResultPagePath,
  type CalculationType,
  type ConcreteCalculationResult,
  PUBLIC_FORMS,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { randomUUID } from 'node:crypto';
import { type ClassConstructor } from 'class-transformer';
import { CalculationForms } from '../forms/calculation-forms.service';
import { checkForm } from '../forms/form-validation';
import { formValues } from '../forms/form-values';
import { definePublicFormHandler } from '../public-forms/public-form';
import { ConcreteCalculationDto, RenovationCalculationDto } from './calculation.dto';
import { type CalculationRequest, CalculationsService } from './calculations.service';

/**
 * Where a caught calculator post leads: a valid post's decoy, whose result page shows like a person's; for an
 * invalid one an id no calculation has (a person's post would get the form again with its messages).
 */
async function calculationDecoyLocation(
  type: CalculationType,
  dto: ClassConstructor<CalculationRequest['input']>,
  fields: readonly string[],
  body: Record<string, unknown>,
  calculations: CalculationsService,
): Promise<string> {
  const check = await checkForm(dto, fields, formValues(body, fields));
  const id = check.ok
    ? (await calculations.decoy({ type, input: check.value } as CalculationRequest)).id
    : randomUUID();
  return calculationResultPagePath(type, id);
}

/** The concrete-step calculator: stored with a quote number, 303 to its result page without script. */
export const concreteCalculationForm = definePublicFormHandler({
  form: PUBLIC_FORMS.concreteCalculation,
  readme: {
    json: '`{stepCount, stepWidth, stepDepth}`; rate bucket `calculation`',
    form: 'the form without script: 303 to its result page; 400 the form with each field’s message',
  },
  dto: ConcreteCalculationDto,
  services: { calculations: CalculationsService, pages: CalculationForms },
  openApi: {
    tag: 'calculators',
    json: 'Concrete-step cladding: massivholz and fertigparkett, stored with a quote number',
    form: 'Concrete calculator form: 303 to the result page, or the form again with errors',
  },
  answer: (dto, { calculations }) => calculations.calculateConcrete(dto),
  // A decoy of a concrete request is a concrete result.
  decoy: async (dto, { calculations }) =>
    (await calculations.decoy({ type: 'concrete', input: dto })) as ConcreteCalculationResult,
  example: () => ({ body: { stepCount: 10, stepWidth: 100, stepDepth: 30 } }),
  post: (body, { pages }) => pages.calculate('concrete', body),
  decoyLocation: (body, { calculations }) =>
    calculationDecoyLocation(
      'concrete',
      ConcreteCalculationDto,
      PUBLIC_FORMS.concreteCalculation.fields,
      body,
      calculations,
    ),
});

/** The renovation calculator. */
export const renovationCalculationForm = definePublicFormHandler({
  form: PUBLIC_FORMS.renovationCalculation,
  readme: {
    json: '`{stepCount, stepWidth, condition}`; rate bucket `calculation`',
    form: 'as the concrete form',
  },
  dto: RenovationCalculationDto,
  services: { calculations: CalculationsService, pages: CalculationForms },
  openApi: {
    tag: 'calculators',
    json: 'Stair renovation: sanding or covering, stored with a quote number',
    form: 'Renovation calculator form: 303 to the result page, or the form again with errors',
  },
  answer: (dto, { calculations }) => calculations.calculateRenovation(dto),
  decoy: async (dto, { calculations }) =>
    (await calculations.decoy({ type: 'renovation', input: dto })) as RenovationCalculationResult,
  example: () => ({ body: { stepCount: 8, stepWidth: 90, condition: 'good' as const } }),
  post: (body, { pages }) => pages.calculate('renovation', body),
  decoyLocation: (body, { calculations }) =>
    calculationDecoyLocation(
      'renovation',
      RenovationCalculationDto,
      PUBLIC_FORMS.renovationCalculation.fields,
      body,
      calculations,
    ),
});
