import { Card, CardContent, CardHeader, CardTitle } from '@stairs/ui';

/** How a submission becomes an article: nothing is published before the company has checked it. */
export function UploadHelpCard() {
  return (
    <Card className="bg-muted/40">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">So funktioniert es</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
          <li>Laden Sie ein Foto Ihrer Treppe hoch oder senden Sie uns Betreff und Text einer E-Mail.</li>
          <li>Daraus entsteht ein Entwurf: aus einem Foto schreibt unser System einen passenden Text.</li>
          <li>Wir prüfen den Entwurf und geben ihn frei; erst dann erscheint er im Blog.</li>
        </ol>
      </CardContent>
    </Card>
  );
}
