import type { ReactElement } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import { ADMIN_TABS, type AdminTab, INTEGRATIONS } from '../lib/admin-areas';
import { erpIntegrationSummary } from '../lib/erp-sync';
import { customerMatchingSummary, INTEGRATION_TEXTS, orderPageSummary } from '../lib/integrations';

type IntegrationTab = (typeof INTEGRATIONS)[number]['tab'];

function StatusLine<T>({
  tab,
  query,
  summary,
}: {
  tab: IntegrationTab;
  query: UseQueryResult<T>;
  summary: (data: T) => string;
}) {
  return (
    <p className="text-sm" data-testid={`integration-status-${tab}`}>
      {query.isError
        ? INTEGRATION_TEXTS.loadFailed
        : query.data
          ? summary(query.data)
          : INTEGRATION_TEXTS.loading}
    </p>
  );
}

/* What each integration has done so far, read from its tab's own list (its first entry: the newest). */
function ErpSyncStatus() {
  const query = useQuery(adminQueryOptions(ADMIN_API.webhookEndpoints));
  return <StatusLine tab="erp-sync" query={query} summary={erpIntegrationSummary} />;
}

function OrderPageStatus() {
  const query = useQuery(adminQueryOptions(ADMIN_API.orders, { query: { limit: 1 } }));
  return <StatusLine tab="orders" query={query} summary={orderPageSummary} />;
}

function CustomerMatchingStatus() {
  const query = useQuery(adminQueryOptions(ADMIN_API.customers, { query: { limit: 1 } }));
  return <StatusLine tab="customers" query={query} summary={customerMatchingSummary} />;
}

const INTEGRATION_STATUS: Record<IntegrationTab, () => ReactElement> = {
  'erp-sync': ErpSyncStatus,
  orders: OrderPageStatus,
  customers: CustomerMatchingStatus,
};

/**
 * The integrations box (docs/product.md §2): each integration with what it has done so far (the ERP's
 * receivers and last delivery, the orders from the order page, the matched customers) and a button to its tab.
 */
export function Integrations({ onOpen }: { onOpen: (tab: AdminTab) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Integrationen</h2>
        </CardTitle>
        <CardDescription>Was die Integrationen bisher erledigt haben.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 md:grid-cols-3">
          {INTEGRATIONS.map((item) => {
            const Status = INTEGRATION_STATUS[item.tab];
            return (
              <li key={item.title} className="space-y-2 rounded-md border p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{item.title}</span>
                  <Badge variant="success">Aktiv</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{item.description}</p>
                <Status />
                <Button variant="outline" size="sm" onClick={() => onOpen(item.tab)}>
                  {ADMIN_TABS.find((tab) => tab.value === item.tab)?.label} öffnen
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
