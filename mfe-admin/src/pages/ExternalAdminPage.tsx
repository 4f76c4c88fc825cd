import { type ReactNode } from 'react';
import { ADMIN_TOOLS } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site';
import { Button } from '@stairs/ui';
import { OperationsHealthPanel } from '../components/operations/OperationsHealthPanel';
import { QueueBoardPanel } from '../components/operations/QueueBoardPanel';
import { SpamCountsPanel } from '../components/operations/SpamCountsPanel';
import { useOperationsHealth } from '../hooks/useOperationsHealth';
import { ADMIN_PATHS } from '../lib/admin-areas';
import { LOGIN_CARDS } from '../lib/login-cards';

/**
 * /external-admin, the operations console. Each part is one section of the list below, with its own heading:
 * a further part is one more entry, nothing else on the page changes.
 */
const SECTIONS: readonly { id: string; title: string; content: () => ReactNode }[] = [
  { id: 'health', title: 'Zustand der Website', content: () => <OperationsHealthPanel /> },
  { id: 'queues', title: 'Warteschlangen', content: () => <QueueBoardPanel /> },
  { id: 'spam', title: 'Spam-Abwehr', content: () => <SpamCountsPanel /> },
  { id: 'api-docs', title: 'API-Dokumentation', content: () => <ApiDocsLink /> },
];

export default function ExternalAdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.external}
      title="Betriebskonsole"
      description="Zustand von Datenbank, Redis, Worker und Chromium, die Warteschlangen, die Spam-Abwehr und die API-Dokumentation."
      backLink={{ to: ADMIN_PATHS.admin, label: 'Zurück zu Admin' }}
    >
      <div className="space-y-10">
        {SECTIONS.map((section) => (
          <section key={section.id} className="space-y-4" aria-labelledby={`operations-${section.id}`}>
            <h2 id={`operations-${section.id}`} className="text-xl font-semibold">
              {section.title}
            </h2>
            {section.content()}
          </section>
        ))}
      </div>
    </AdminScreen>
  );
}

/** The link only while the API serves the docs (the health report says): switched off, it led to a bare 404. */
export function ApiDocsLink() {
  const { data: report } = useOperationsHealth();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        {report?.apiDocs === false
          ? 'Die API-Dokumentation ist ausgeschaltet. Mit API_DOCS=true zeigt die API sie an.'
          : 'Alle Aufrufe der API mit ihren Feldern (OpenAPI).'}
      </p>
      {report?.apiDocs ? (
        <Button asChild variant="outline" size="sm">
          <a href={ADMIN_TOOLS.apiDocs} target="_blank" rel="noopener">
            API-Dokumentation öffnen
          </a>
        </Button>
      ) : null}
    </div>
  );
}
