import { Card, CardContent, CardHeader, CardTitle } from '@stairs/ui';
import { ADS_PLAN } from '../lib/ads-plan';

/** Google Ads planning figures (docs/product.md §9 "Admin ads information panel"); information only. */
export function AdsPlanningPanel() {
  return (
    <section className="space-y-4" aria-labelledby="ads-plan-heading">
      <div>
        <h2 id="ads-plan-heading" className="text-xl font-semibold">
          Google Ads – Planung
        </h2>
        <p className="text-sm text-muted-foreground">Planungswerte für die Kampagnen, nur zur Information.</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {ADS_PLAN.map((group) => (
          <Card key={group.title}>
            <CardHeader className="pb-2">
              <CardTitle asChild>
                <h3 className="text-base">{group.title}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                {group.items.map((item) => (
                  <div key={item.label} className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">{item.label}</dt>
                    <dd className="text-right font-medium tabular-nums">{item.value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
