import { ADMIN_TOOLS } from '@stairs/contracts';
import { Button } from '@stairs/ui';

/**
 * The job queues through Bull Board, served by the API under the admin session: embedded (same origin, which the
 * site's CSP allows to frame) and linked, for the whole window.
 */
export function QueueBoardPanel() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Wartende, laufende, verzögerte, fehlgeschlagene und erledigte Aufgaben jeder Warteschlange, mit dem
          Grund jedes Fehlers; einzelne Aufgaben lassen sich wiederholen oder entfernen.
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={ADMIN_TOOLS.queueBoard} target="_blank" rel="noopener">
            Warteschlangen öffnen
          </a>
        </Button>
      </div>
      <iframe
        title="Warteschlangen"
        src={ADMIN_TOOLS.queueBoard}
        className="h-[75vh] min-h-[32rem] w-full rounded-md border"
      />
    </div>
  );
}
