import * as React from 'react';
import { cn } from '../lib/cn';

/**
 * Inline error under a form field. role=alert announces it when it appears; give it an id and point the
 * field's aria-describedby at it (and set aria-invalid on the field). Renders nothing without content, so it
 * can stay in the markup.
 */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
