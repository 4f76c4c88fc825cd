import { Button } from '@stairs/ui';

/**
 * 'E-Mails': the web inbox of the mail catcher that receives every e-mail of the site when one is configured
 * (MAIL_INBOX_URL, set by `npm start`); without one (production) there is nothing to show.
 */
export function MailInboxPanel({ url }: { url: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        Die E-Mails der Website (Kostenvoranschläge an Besucher, Benachrichtigungen an den Betrieb) gehen an
        einen Mail-Catcher statt an die Empfänger: dort mit Text, Anhängen und Links.
      </p>
      <Button asChild variant="outline" size="sm">
        <a href={url} target="_blank" rel="noopener noreferrer">
          Posteingang öffnen
        </a>
      </Button>
    </div>
  );
}
