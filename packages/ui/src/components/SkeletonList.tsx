import * as React from 'react';
import { Skeleton } from './Skeleton';

// Apart from Skeleton, which nearly every page ships: a module is bundled whole.

export interface SkeletonListProps {
  /** How many placeholders: as many entries as the list shows at first. */
  count: number;
  /** The list's layout, so the placeholders stand where its entries will. */
  className?: string;
  /** One placeholder; without it, a Skeleton with itemClassName. */
  item?: React.ReactNode;
  itemClassName?: string;
}

/** The placeholders of a list while it loads (ListState's skeleton). */
export function SkeletonList({ count, className, item, itemClassName }: SkeletonListProps) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <React.Fragment key={index}>{item ?? <Skeleton className={itemClassName} />}</React.Fragment>
      ))}
    </div>
  );
}

export interface SkeletonLinesProps extends React.ComponentProps<'div'> {
  /** Each line's height and width (and shape), top to bottom: the texts of the card it stands for. */
  lines: readonly string[];
}

/** The placeholder of a card's texts: one Skeleton a line, in a box laid out by className. */
export function SkeletonLines({ lines, ...box }: SkeletonLinesProps) {
  return (
    <div {...box}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}
