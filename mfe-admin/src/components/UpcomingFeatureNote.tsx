import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@stairs/ui';

/** Honest placeholder for an admin area whose content comes with a later release: no invented data. */
export function UpcomingFeatureNote({ title = 'In Vorbereitung', text }: { title?: string; text: string }) {
  return (
    <Card className="border-dashed">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        Bis dahin bleiben die veröffentlichten Inhalte der Website unverändert.
      </CardContent>
    </Card>
  );
}
