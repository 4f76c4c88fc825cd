import { type ReactNode } from 'react';
import { Skeleton } from '@stairs/ui';
import { AdminLoginCard, type AdminLoginCardProps } from './AdminLoginCard';
import { useAdminSession } from './useAdminSession';

export interface AdminGateProps {
  /** The screen's own login card texts (docs/product.md §2). */
  loginCard: AdminLoginCardProps;
  children: ReactNode;
}

/**
 * Shows the children only with a server session; otherwise the screen's login card. While the session is
 * being read a skeleton stands in, so neither the card nor admin content flashes up.
 */
export function AdminGate({ loginCard, children }: AdminGateProps) {
  const { authenticated, isLoading } = useAdminSession();

  if (isLoading) {
    return (
      <div className="flex justify-center px-4 py-12 md:py-20" aria-busy="true">
        <span className="sr-only">Anmeldestatus wird geprüft...</span>
        <div className="w-full max-w-md space-y-4 rounded-lg border p-6">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    );
  }

  if (!authenticated) return <AdminLoginCard {...loginCard} />;

  return <>{children}</>;
}
