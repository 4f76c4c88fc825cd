import { type ReactNode } from 'react';
import { Skeleton } from '@stairs/ui';
import { useSiteConfig } from '../site-config';
import { AdminLoginCard, type AdminLoginCardProps } from './AdminLoginCard';
import { useAdminSession } from './useAdminSession';

export interface AdminGateProps {
  /** The screen's name: its browser tab's title, signed in or not. */
  title: string;
  /** The screen's own login card texts (docs/product.md §2). */
  loginCard: AdminLoginCardProps;
  children: ReactNode;
}

/**
 * Shows the children only with a server session; otherwise the screen's login card. While the session is
 * being read a skeleton stands in, so neither the card nor admin content flashes up.
 */
export function AdminGate({ title, loginCard, children }: AdminGateProps) {
  const { authenticated, isLoading } = useAdminSession();
  return (
    <>
      <AdminTitle title={title} />
      {isLoading ? <AdminGateSkeleton /> : authenticated ? children : <AdminLoginCard {...loginCard} />}
    </>
  );
}

/**
 * Each admin screen names its browser tab as PageHead names a public page (React hoists the <title> into the
 * head): with several admin tabs open, the operator finds the one they want, and the history lists them apart.
 */
function AdminTitle({ title }: { title: string }) {
  const { data: site } = useSiteConfig();
  return <title>{site ? `${title} | ${site.companyName}` : title}</title>;
}

function AdminGateSkeleton() {
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
