import { Button } from '@stairs/ui';

/** Said when the lost act was a photo picked for upload: it was not sent. */
export const PHOTO_NOT_SENT_TEXT = 'Ihr Foto wurde nicht gesendet.';

/**
 * Beside a part of the page whose code could not be loaded, once the visitor tapped something in it that needs
 * that code or picked a photo for it: that came to nothing, and a reload may help. Its links and forms keep
 * working without it.
 */
export function IslandFailureNotice({ photoLost = false }: { photoLost?: boolean }) {
  return (
    <div role="alert" className="container my-4">
      <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">Fehler beim Laden der Seite</p>
          <p className="text-sm text-muted-foreground">
            {photoLost ? `${PHOTO_NOT_SENT_TEXT} ` : null}Dieser Bereich konnte gerade nicht geladen werden.
            Links und Formulare funktionieren weiterhin.
          </p>
        </div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Seite neu laden
        </Button>
      </div>
    </div>
  );
}
