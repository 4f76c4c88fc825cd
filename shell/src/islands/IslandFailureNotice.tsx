import { Button } from '@stairs/ui';

/**
 * Beside a part of the page whose code could not be loaded, once the visitor tapped something in it that needs
 * that code: the tap came to nothing, and a reload may help. Its links and forms keep working without it.
 */
export function IslandFailureNotice() {
  return (
    <div role="alert" className="container my-4">
      <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">Fehler beim Laden der Seite</p>
          <p className="text-sm text-muted-foreground">
            Dieser Bereich konnte gerade nicht geladen werden. Links und Formulare funktionieren weiterhin.
          </p>
        </div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Seite neu laden
        </Button>
      </div>
    </div>
  );
}
