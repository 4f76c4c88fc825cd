import { Badge, cn } from '@stairs/ui';
import { referenceCategoryBadgeClass, referenceCategoryLabel } from './reference-categories';

/** Reference-project category as a coloured badge; an unknown one is grey with its raw value. */
export function ReferenceCategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(referenceCategoryBadgeClass(category), className)}>
      {referenceCategoryLabel(category)}
    </Badge>
  );
}
