import { type ReactNode } from 'react';
import { Link } from '@stairs/router';
import { Button } from '@stairs/ui';
import { AdminLogoutButton } from './AdminLogoutButton';

export interface AdminPageHeaderProps {
  title: string;
  description?: string;
  backLink?: { to: string; label: string };
  /** Extra actions left of 'Abmelden'. */
  actions?: ReactNode;
}

/** Head of every signed-in admin screen: optional back link, title and 'Abmelden'. */
export function AdminPageHeader({ title, description, backLink, actions }: AdminPageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        {backLink ? (
          <Button asChild variant="link" className="h-auto p-0">
            <Link to={backLink.to}>← {backLink.label}</Link>
          </Button>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <AdminLogoutButton />
      </div>
    </header>
  );
}

/** Page width and spacing of the admin screens inside the shell's frame. */
export function AdminPageLayout({ children }: { children: ReactNode }) {
  return <div className="container max-w-6xl space-y-8 py-8 md:py-12">{children}</div>;
}
