import { AdminScreen } from '@stairs/site';
import { UpcomingFeatureNote } from '../components/UpcomingFeatureNote';
import { ADMIN_PATHS } from '../lib/admin-areas';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /external-admin: the spec does not show its content; the screen says so honestly. */
export default function ExternalAdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.external}
      title="Externe Verwaltung"
      backLink={{ to: ADMIN_PATHS.admin, label: 'Zurück zu Admin' }}
    >
      <UpcomingFeatureNote text="Dieser Bereich wird in Kürze freigeschaltet." />
    </AdminScreen>
  );
}
