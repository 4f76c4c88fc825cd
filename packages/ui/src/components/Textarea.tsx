import * as React from 'react';
import { cn } from '../lib/cn';
import { fieldBaseClass } from '../lib/field';
import { useFieldsLocked } from './LockedFields';

export type TextareaProps = React.ComponentProps<'textarea'>;

export function Textarea({ className, readOnly, ...props }: TextareaProps) {
  const locked = useFieldsLocked();
  return (
    <textarea
      readOnly={readOnly || locked}
      className={cn(fieldBaseClass, 'flex min-h-[80px]', className)}
      {...props}
    />
  );
}
