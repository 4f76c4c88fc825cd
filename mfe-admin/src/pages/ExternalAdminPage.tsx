import { type ReactNode } from 'react';
import { ADMIN_TOOLS } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site';
import { Button } from '@stairs/ui';
import { OperationsHealthPanel } from '../components/operations/OperationsHealthPanel';
import { QueueBoardPanel } from '../components/operations/QueueBoardPanel';
import { QuoteEmailsPanel } from '../components/operations/QuoteEmailsPanel';
import { SpamCountsPanel } from '../components/operations/SpamCountsPanel';
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
  { id: 'quote-emails', title: 'Angebote per E-Mail', content: () => <QuoteEmailsPanel /> },
  { id: 'api-docs', title: 'API-Dokumentation', content: () => <ApiDocsLink /> },
];

export default function ExternalAdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.external}
      title="Betriebskonsole"
      description="Zustand von Datenbank, Redis, Worker und Chromium, die Warteschlangen, die Spam-Abwehr, die Angebote per E-Mail und die API-Dokumentation."
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

function ApiDocsLink() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        Alle Aufrufe der API mit ihren Feldern (OpenAPI). In der Produktion nur, wenn sie eingeschaltet ist
        (API_DOCS=true).
      </p>
      <Button asChild variant="outline" size="sm">
        <a href={ADMIN_TOOLS.apiDocs} target="_blank" rel="noopener">
          API-Dokumentation öffnen
        </a>
      </Button>
    </div>
  );
}
