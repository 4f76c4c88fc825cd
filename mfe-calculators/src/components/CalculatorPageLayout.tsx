import type { ReactNode } from 'react';
import { CALCULATOR_FORM_TEXTS, CALCULATOR_PAGES, type CalculationType } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { PageHead } from '@stairs/site';
import { CalculatorGallery } from './CalculatorGallery';

export interface CalculatorPageLayoutProps {
  type: CalculationType;
  children: ReactNode;
}

/**
 * The body both calculator pages share inside the shell's frame (the shell renders header, footer and
 * <main>): back link, heading, the page's form and result, then the gallery block.
 */
export function CalculatorPageLayout({ type, children }: CalculatorPageLayoutProps) {
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
        {children}
        <CalculatorGallery />
      </div>
    </div>
  );
}
