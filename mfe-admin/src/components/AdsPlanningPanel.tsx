import { CONVERSION_VALUES } from '@stairs/site';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';
import { ADS_PLAN, ADS_PLAN_TEXTS, formatWholeEuros, PLANNED_CONVERSION_VALUES } from '../lib/ads-plan';

/** Google Ads planning figures (docs/product.md §9, "Google Ads panel"); information only. */
export function AdsPlanningPanel() {
  const [budget, ...others] = ADS_PLAN;
  return (
    <section className="space-y-4" aria-labelledby="ads-plan-heading">
      <div>
        <h2 id="ads-plan-heading" className="text-xl font-semibold">
          {ADS_PLAN_TEXTS.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{ADS_PLAN_TEXTS.lead}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {budget ? <PlanCard group={budget} /> : null}
        <ConversionValuesCard />
        {others.map((group) => (
          <PlanCard key={group.title} group={group} />
        ))}
      </div>
    </section>
  );
}

function PlanCard({ group }: { group: (typeof ADS_PLAN)[number] }) {
  return (
    <Card>
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
  );
}

/** Planned values beside the ones the site sends, so the two sets never read as one contradicting the other. */
function ConversionValuesCard() {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h3 className="text-base">{ADS_PLAN_TEXTS.conversionsTitle}</h3>
        </CardTitle>
        <CardDescription className="text-xs">{ADS_PLAN_TEXTS.conversionsNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-xs text-muted-foreground">
              <th scope="col" className="pb-1 text-left font-normal">
                <span className="sr-only">Conversion</span>
              </th>
              <th scope="col" className="pb-1 text-right font-normal">
                {ADS_PLAN_TEXTS.planned}
              </th>
              <th scope="col" className="pb-1 text-right font-normal">
                {ADS_PLAN_TEXTS.sent}
              </th>
            </tr>
          </thead>
          <tbody>
            {PLANNED_CONVERSION_VALUES.map(({ kind, label, plannedEuros }) => (
              <tr key={kind}>
                <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
                  {label}
                </th>
                <td className="py-1 text-right font-medium tabular-nums">{formatWholeEuros(plannedEuros)}</td>
                <td className="py-1 text-right font-medium tabular-nums">
                  {formatWholeEuros(CONVERSION_VALUES[kind])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
