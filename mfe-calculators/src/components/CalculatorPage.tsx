import type { ComponentType } from 'react';
import {
  CALCULATION_FORM_ACTIONS,
  CALCULATOR_FIELD_LABELS,
  CALCULATOR_PAGES,
  FORM_PAGE_TEXTS,
  type CalculationType,
  type FieldErrors,
  type FormValues,
} from '@stairs/contracts';
import { FormErrorSummary, FormRefusedPage, PageHead, useFormAnswer } from '@stairs/site';
import { useCalculation } from '../hooks/useCalculation';
import { useCalculatorForm, type CalculatorForm } from '../hooks/useCalculatorForm';
import { CALCULATOR_FORMS, type AnyCalculation, type CalculationField } from '../lib/calculations';
import { BackToHomeLink } from './BackToHomeLink';
import { CalculationResultSection } from './CalculationResultSection';
import { CalculatorFormCard } from './CalculatorFormCard';
import { CalculatorGallery } from './CalculatorGallery';

export interface CalculatorPageProps<T extends CalculationType> {
  type: T;
  /** The calculator's own fields; everything around them is the same for both calculators. */
  Fields: ComponentType<{ form: CalculatorForm<CalculationField<T>> }>;
}

/**
 * A calculator page inside the shell's frame (the shell renders header, footer and <main>): back link, heading,
 * the form, the result, then the gallery block. At the form's action (the page server's answer to a post without
 * script) it is the same page with the visitor's values and each field's message, or the refusal.
 */
export function CalculatorPage<T extends CalculationType>({ type, Fields }: CalculatorPageProps<T>) {
  const answer = useFormAnswer();
  const { calculate, calculation, isPending } = useCalculation(type);
  const sent = answer?.kind === 'invalid' ? answer : undefined;
  const empty = CALCULATOR_FORMS[type].empty;
  const form = useCalculatorForm(
    sent ? ({ ...empty, ...pick(sent.values, empty) } as FormValues<CalculationField<T>>) : empty,
    CALCULATOR_FORMS[type].validate,
    calculate,
    sent ? (pick(sent.errors, empty) as FieldErrors<CalculationField<T>>) : undefined,
  );
  const { title, intro, path } = CALCULATOR_PAGES[type];
  if (answer?.kind === 'refused') {
    return (
      <FormRefusedPage
        status={answer.status}
        message={answer.message}
        path={CALCULATION_FORM_ACTIONS[type]}
        back={{ href: path, label: FORM_PAGE_TEXTS.backToForm }}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHead title={title} description={intro} path={path} noIndex={answer !== undefined} />
      <BackToHomeLink />
      <header className="mb-6 mt-4 grid gap-3 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-muted-foreground sm:text-lg">{intro}</p>
      </header>
      <div className="grid gap-8 sm:gap-10">
        {sent ? <FormErrorSummary errors={form.errors} labels={CALCULATOR_FIELD_LABELS[type]} /> : null}
        <CalculatorFormCard type={type} onSubmit={form.handleSubmit} isPending={isPending}>
          <Fields form={form} />
        </CalculatorFormCard>
        <CalculationResultSection
          // A Calculation<T> is one of the union's members; TypeScript does not follow a generic T there.
          calculation={calculation as AnyCalculation | undefined}
          isPending={isPending}
        />
        <CalculatorGallery />
      </div>
    </div>
  );
}

/** The entries of `from` that are fields of the form (a post may carry others: the honeypot). */
function pick(from: Readonly<Record<string, string>>, fields: object): Record<string, string> {
  return Object.fromEntries(Object.entries(from).filter(([name]) => Object.hasOwn(fields, name)));
}
