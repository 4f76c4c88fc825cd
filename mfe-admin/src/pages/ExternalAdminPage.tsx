import { AdminGate } from '@stairs/site';
import { AdminPageHeader, AdminPageLayout } from '../components/AdminPageHeader';
import { UpcomingFeatureNote } from '../components/UpcomingFeatureNote';
import { ADMIN_PATHS } from '../lib/admin-areas';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /external-admin: the spec does not show its content; the screen says so honestly. */
export default function ExternalAdminPage() {
  return (
    <AdminGate loginCard={LOGIN_CARDS.external}>
      <AdminPageLayout>
        <AdminPageHeader
          title="Externe Verwaltung"
          backLink={{ to: ADMIN_PATHS.admin, label: 'Zurück zu Admin' }}
        />
        <UpcomingFeatureNote text="Dieser Bereich wird in Kürze freigeschaltet." />
      </AdminPageLayout>
    </AdminGate>
  );
}
