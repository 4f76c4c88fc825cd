import * as React from 'react';
import { cn } from '../lib/cn';
import { fieldBaseClass } from '../lib/field';

export type TextareaProps = React.ComponentProps<'textarea'>;

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(fieldBaseClass, 'flex min-h-[80px]', className)} {...props} />;
}
