import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import { type AdminTab, PLANNED_INTEGRATIONS } from '../lib/admin-areas';
import { erpIntegrationSummary } from '../lib/erp-sync';

/**
 * The integrations (docs/product.md §2): a planned one as information, a built one ('ERP-Synchronisation') with
 * what is configured — its active endpoints and the last delivery — and a button to its tab.
 */
export function PlannedIntegrations({ onOpen }: { onOpen: (tab: AdminTab) => void }) {
  const endpoints = useQuery(adminQueryOptions(ADMIN_API.webhookEndpoints));
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Geplante Integrationen</h2>
        </CardTitle>
        <CardDescription>Was schon aktiv ist und was noch in Planung ist.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 md:grid-cols-3">
          {PLANNED_INTEGRATIONS.map((item) => (
            <li key={item.title} className="space-y-2 rounded-md border p-4">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{item.title}</span>
                <Badge variant={item.tab ? 'success' : 'outline'}>{item.tab ? 'Aktiv' : 'Geplant'}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{item.description}</p>
              {item.tab ? (
                <>
                  <p className="text-sm" data-testid="integration-status">
                    {endpoints.data ? erpIntegrationSummary(endpoints.data) : 'Wird geladen …'}
                  </p>
                  <Button variant="outline" size="sm" onClick={() => item.tab && onOpen(item.tab)}>
                    Einstellungen öffnen
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
