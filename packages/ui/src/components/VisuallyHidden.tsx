import * as React from 'react';
import { cn } from '../lib/cn';

/** Content for screen readers only (e.g. a label for an icon-only control). */
export function VisuallyHidden({ className, ...props }: React.ComponentProps<'span'>) {
  return <span className={cn('sr-only', className)} {...props} />;
}
