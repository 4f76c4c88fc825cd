import { pagePath } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site/admin';
import { consoleSections } from '../components/operations/console-sections';
import { useOperationsHealth } from '../hooks/useOperationsHealth';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /external-admin, the operations console: its sections (console-sections.tsx) one below the other. */
export default function ExternalAdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.external}
      title="Betriebskonsole"
      description="Zustand von Datenbank, Redis, Worker und Chromium, die Warteschlangen, die Spam-Abwehr, die Angebote per E-Mail, die ERP-Zustellungen und die API-Dokumentation."
      backLink={{ to: pagePath('admin'), label: 'Zurück zu Admin' }}
    >
      <ConsoleSections />
    </AdminScreen>
  );
}

/** Inside the admin screen: the health report (shared with its panel's query) says which sections there are. */
function ConsoleSections() {
  const report = useOperationsHealth().data;
  return (
    <div className="space-y-10">
      {consoleSections(report).map((section) => (
        <section key={section.id} className="space-y-4" aria-labelledby={`operations-${section.id}`}>
          <h2 id={`operations-${section.id}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </div>
  );
}
