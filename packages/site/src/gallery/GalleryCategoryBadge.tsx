import { Badge, cn } from '@stairs/ui';
import { categoryBadgeClass, categoryLabel } from './categories';

/** Gallery category as a coloured badge; an unknown category is grey with its raw value (docs/product.md §3). */
export function GalleryCategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(categoryBadgeClass(category), className)}>
      {categoryLabel(category)}
    </Badge>
  );
}
