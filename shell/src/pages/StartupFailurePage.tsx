import { useEffect, useRef } from 'react';
import { Button } from '@stairs/ui';

/**
 * Spec "Startup failure": shown on a route whose remote could not be loaded (down, 404, script error) while
 * the frame around it keeps working. The button tries the remote again in place.
 */
export function StartupFailurePage({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <section
      className="container flex max-w-2xl flex-col items-start gap-4 py-16"
      aria-labelledby="startup-failure"
    >
      <title>Fehler beim Laden der Seite</title>
      <h1
        id="startup-failure"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight focus:outline-none"
      >
        Fehler beim Laden der Seite
      </h1>
      <p className="text-muted-foreground">
        Dieser Bereich der Website konnte gerade nicht geladen werden – vermutlich ist er kurzzeitig nicht
        erreichbar. Bitte laden Sie die Seite neu. Besteht das Problem weiter, versuchen Sie es bitte später
        noch einmal.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>Seite neu laden</Button>
        <Button variant="outline" asChild>
          <a href="/">Zur Startseite</a>
        </Button>
      </div>
    </section>
  );
}
