import { type ReactNode } from 'react';
import { cn } from '@stairs/ui';

export interface SimpleTableColumn {
  label: string;
  /** What a phone shows in the head when the label would make the table wider than the screen. */
  shortLabel?: string;
  /** Numbers sit at the right edge. */
  align?: 'right';
  /** A width, or hidden on a phone. */
  className?: string;
}

export interface SimpleTableProps {
  /** Names the table for screen readers. */
  caption?: string;
  columns: readonly SimpleTableColumn[];
  /**
   * 'shaded': a shaded head and padded cells (an overview, a table of figures in its own frame); 'lined': lines
   * between the rows, a muted head (figures inside a card).
   */
  look: 'shaded' | 'lined';
  /** The rows (`<tr>`). */
  children: ReactNode;
  /** Rows under the body, e.g. the sums. */
  foot?: ReactNode;
  /** E.g. a smaller type on a phone. */
  className?: string;
}

/** A small read-only table of an admin screen: the caption and the column heads once, the rows as given. */
export function SimpleTable({ caption, columns, look, children, foot, className }: SimpleTableProps) {
  const shaded = look === 'shaded';
  return (
    <table className={cn('w-full text-sm', className)}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={shaded ? 'bg-muted/50 text-left' : undefined}>
        <tr className={shaded ? undefined : 'border-b text-left text-muted-foreground'}>
          {columns.map((column, index) => (
            <th
              key={column.label}
              scope="col"
              className={cn(
                'py-2 font-medium',
                shaded ? 'px-3 max-md:px-1' : index < columns.length - 1 && 'pr-4',
                column.align === 'right' && 'text-right',
                column.className,
              )}
            >
              {column.shortLabel ? (
                <>
                  {/* A screen reader reads the full label on a phone too. */}
                  <span className="max-md:sr-only">{column.label}</span>
                  <span className="md:hidden" aria-hidden="true">
                    {column.shortLabel}
                  </span>
                </>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {foot ? <tfoot className="border-t bg-muted/50">{foot}</tfoot> : null}
    </table>
  );
}
