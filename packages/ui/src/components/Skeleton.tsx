import * as React from 'react';
import { cn } from '../lib/cn';

/**
 * Grey placeholder block. Hidden from assistive technology: announce loading once (e.g. with <Spinner /> or
 * aria-busy on the region) instead of reading out a dozen empty boxes.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
