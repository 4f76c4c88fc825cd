import { Button } from '@stairs/ui';

/** Beside a part whose code could not load, once a tap in it or a photo picked for it came to nothing. */
export function IslandFailureNotice({ photoLost }: { photoLost: boolean }) {
  return (
    <div role="alert" className="container my-4">
      <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">Fehler beim Laden der Seite</p>
          <p className="text-sm text-muted-foreground">
            {photoLost ? 'Ihr Foto wurde nicht gesendet. ' : null}Dieser Bereich konnte gerade nicht geladen
            werden. Links und Formulare funktionieren weiterhin.
          </p>
        </div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Seite neu laden
        </Button>
      </div>
    </div>
  );
}
