import type { ComponentType } from 'react';
import { CALCULATOR_FORM_TEXTS, CALCULATOR_PAGES, type CalculationType } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { PageHead } from '@stairs/site';
import { useCalculation } from '../hooks/useCalculation';
import { useCalculatorForm, type CalculatorForm } from '../hooks/useCalculatorForm';
import { CALCULATOR_FORMS, type AnyCalculation, type CalculationField } from '../lib/calculations';
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
 * the form, the result, then the gallery block.
 */
export function CalculatorPage<T extends CalculationType>({ type, Fields }: CalculatorPageProps<T>) {
  const { calculate, calculation, isPending } = useCalculation(type);
  const form = useCalculatorForm(CALCULATOR_FORMS[type].empty, CALCULATOR_FORMS[type].validate, calculate);
  const { title, intro, path } = CALCULATOR_PAGES[type];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHead title={title} description={intro} path={path} />
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span aria-hidden="true">←</span>
        {CALCULATOR_FORM_TEXTS.backToHome}
      </Link>
      <header className="mb-6 mt-4 grid gap-3 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-muted-foreground sm:text-lg">{intro}</p>
      </header>
      <div className="grid gap-8 sm:gap-10">
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
