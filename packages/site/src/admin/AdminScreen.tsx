import { type ReactNode } from 'react';
import { AdminGate, type AdminGateProps } from './AdminGate';
import { AdminPageHeader, AdminPageLayout, type AdminPageHeaderProps } from './AdminPageHeader';

export interface AdminScreenProps extends AdminPageHeaderProps {
  loginCard: AdminGateProps['loginCard'];
  children: ReactNode;
}

/**
 * The scaffold of a signed-in admin screen: the session gate with the screen's login card, the admin page width
 * and the header with 'Abmelden'. Screens whose header depends on loaded data compose the three parts themselves.
 */
export function AdminScreen({ loginCard, children, ...header }: AdminScreenProps) {
  return (
    <AdminGate title={header.title} loginCard={loginCard}>
      <AdminPageLayout>
        <AdminPageHeader {...header} />
        {children}
      </AdminPageLayout>
    </AdminGate>
  );
}
