import * as React from 'react';
import { Button } from './Button';

export interface CallToActionProps {
  /** 'aside' inside an article, else a section of the page. */
  as?: 'section' | 'aside';
  /** The heading's id, which names the box. */
  titleId: string;
  title: React.ReactNode;
  /** The sentence under the heading. */
  children: React.ReactNode;
  /** The sentence's measure: narrower in an article's column. */
  textWidth?: 'max-w-xl' | 'max-w-2xl';
  /** The link (e.g. a router Link) of the main button and of the outlined one beside it. */
  primary: React.ReactElement;
  secondary: React.ReactElement;
}

/** The box at the end of a content page that sends the visitor on: a heading, a sentence, two large buttons. */
export function CallToAction({
  as: Box = 'section',
  titleId,
  title,
  children,
  textWidth = 'max-w-2xl',
  primary,
  secondary,
}: CallToActionProps) {
  return (
    <Box aria-labelledby={titleId} className="mt-14 rounded-lg border bg-secondary p-6 text-center md:p-10">
      <h2 id={titleId} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className={`mx-auto mt-2 ${textWidth} text-muted-foreground`}>{children}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          {primary}
        </Button>
        <Button asChild size="lg" variant="outline">
          {secondary}
        </Button>
      </div>
    </Box>
  );
}
