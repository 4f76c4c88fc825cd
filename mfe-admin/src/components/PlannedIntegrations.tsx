import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import { PLANNED_INTEGRATIONS } from '../lib/admin-areas';

/** Planned integrations, shown as information (docs/product.md §2 /admin); nothing here is active yet. */
export function PlannedIntegrations() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Geplante Integrationen</h2>
        </CardTitle>
        <CardDescription>Diese Funktionen sind in Planung und noch nicht aktiv.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 md:grid-cols-3">
          {PLANNED_INTEGRATIONS.map((item) => (
            <li key={item.title} className="space-y-2 rounded-md border p-4">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{item.title}</span>
                <Badge variant="outline">Geplant</Badge>
              </div>
              <p className="text-sm text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
