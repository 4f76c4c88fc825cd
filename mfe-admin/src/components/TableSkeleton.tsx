import { Skeleton } from '@stairs/ui';

/** Placeholder rows while an admin list loads (announced once via aria-busy and a hidden text). */
export function TableSkeleton({
  rows = 4,
  label = 'Liste wird geladen...',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
