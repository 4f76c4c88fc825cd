import { type ReactNode } from 'react';
import { ADMIN_TOOLS, type OperationsHealthReport } from '@stairs/contracts';
import { Button } from '@stairs/ui';
import { MailInboxPanel } from './MailInboxPanel';
import { OperationsHealthPanel } from './OperationsHealthPanel';
import { QueueBoardPanel } from './QueueBoardPanel';
import { QuoteEmailsPanel } from './QuoteEmailsPanel';
import { SpamCountsPanel } from './SpamCountsPanel';
import { WebhookDeliveriesPanel } from './WebhookDeliveriesPanel';

export interface ConsoleSection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The sections of the operations console (/external-admin), in order, each with its own heading: a further part
 * is one more entry. The mail inbox is one only where the site's e-mails go to a mail catcher (the health report
 * names its inbox).
 */
export function consoleSections(report: OperationsHealthReport | undefined): ConsoleSection[] {
  const mailInboxUrl = report?.mailInboxUrl;
  return [
    { id: 'health', title: 'Zustand der Website', content: <OperationsHealthPanel /> },
    { id: 'queues', title: 'Warteschlangen', content: <QueueBoardPanel /> },
    ...(mailInboxUrl
      ? [{ id: 'mail', title: 'E-Mails', content: <MailInboxPanel url={mailInboxUrl} /> }]
      : []),
    { id: 'spam', title: 'Spam-Abwehr', content: <SpamCountsPanel /> },
    { id: 'quote-emails', title: 'Angebote per E-Mail', content: <QuoteEmailsPanel /> },
    { id: 'webhooks', title: 'ERP-Zustellungen', content: <WebhookDeliveriesPanel /> },
    { id: 'api-docs', title: 'API-Dokumentation', content: <ApiDocsLink served={report?.apiDocs} /> },
  ];
}

/**
 * The link only while the API serves the docs (the health report says; unknown while it loads): switched off, it
 * led to a bare 404.
 */
function ApiDocsLink({ served }: { served: boolean | undefined }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        {served === false
          ? 'Die API-Dokumentation ist ausgeschaltet. Mit API_DOCS=true zeigt die API sie an.'
          : 'Alle Aufrufe der API mit ihren Feldern (OpenAPI).'}
      </p>
      {served ? (
        <Button asChild variant="outline" size="sm">
          <a href={ADMIN_TOOLS.apiDocs} target="_blank" rel="noopener">
            API-Dokumentation öffnen
          </a>
        </Button>
      ) : null}
    </div>
  );
}
