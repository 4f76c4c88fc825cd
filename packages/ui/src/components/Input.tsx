import * as React from 'react';
import { cn } from '../lib/cn';
import { fieldBaseClass } from '../lib/field';

export type InputProps = React.ComponentProps<'input'>;

export function Input({ className, type, ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        fieldBaseClass,
        'flex h-10 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
