import type { ReactNode } from 'react';

export interface HomeSectionTitleProps {
  /** The id the fragment's section is labelled by (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** The line under the title. */
  lead: ReactNode;
}

/** The title of a home page fragment and the line under it, alike in every fragment. */
export function HomeSectionTitle({ id, title, lead }: HomeSectionTitleProps) {
  return (
    <>
      <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{lead}</p>
    </>
  );
}
