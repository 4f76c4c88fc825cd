import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { fieldBaseClass } from '../lib/field';

export interface SelectProps extends Omit<React.ComponentProps<'select'>, 'value' | 'onChange'> {
  /** The chosen value; '' (or undefined) shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** Text of the empty choice, shown until one is made; it cannot be chosen back. */
  placeholder?: string;
  /** Width and placement of the control (applies to its frame). */
  className?: string;
}

/**
 * A choice from a short list: the browser's own select, styled like the text fields. On a phone it opens the
 * system picker; keyboard and screen readers know it without help; and it costs no JavaScript (a scripted
 * listbox was 31 KB gzip of the renovation calculator's first load).
 */
export function Select({ className, value, onValueChange, placeholder, children, ...props }: SelectProps) {
  const isEmpty = value === undefined || value === '';
  return (
    <div className={cn('relative', className)}>
      <select
        value={value ?? ''}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(
          fieldBaseClass,
          'h-10 cursor-pointer appearance-none pr-9',
          isEmpty && placeholder ? 'text-muted-foreground' : null,
        )}
        {...props}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
