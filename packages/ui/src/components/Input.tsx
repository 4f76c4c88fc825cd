import * as React from 'react';
import { cn } from '../lib/cn';
import { fieldBaseClass } from '../lib/field';
import { useFieldsLocked } from './LockedFields';

export type InputProps = React.ComponentProps<'input'>;

export function Input({ className, type, readOnly, ...props }: InputProps) {
  const locked = useFieldsLocked();
  return (
    <input
      type={type}
      readOnly={readOnly || locked}
      className={cn(
        fieldBaseClass,
        'flex h-10 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
