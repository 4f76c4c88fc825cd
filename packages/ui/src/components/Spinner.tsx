import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

const sizes = { sm: 'size-4', default: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps extends React.ComponentProps<'span'> {
  /** Text for screen readers. */
  label?: string;
  size?: keyof typeof sizes;
}

/** Loading indicator; a polite live region (role=status) so the loading text is announced. */
export function Spinner({ className, label = 'Wird geladen...', size = 'default', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center justify-center text-primary', className)}
      {...props}
    >
      <LoaderCircle className={cn('animate-spin', sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
