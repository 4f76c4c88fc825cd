import { useRemoveDemoContent } from '../../hooks/useReferenceProjectsAdmin';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';

/** A new installation comes with demo pictures and projects; this removes them all at once. */
export function DemoContentCard() {
  const remove = useRemoveDemoContent();
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <h2 className="font-semibold">Demo-Inhalte</h2>
        <p className="text-sm text-muted-foreground">
          Die Beispielbilder und Beispielprojekte einer neuen Installation. Eigene Inhalte bleiben erhalten.
        </p>
      </div>
      <ConfirmDeleteButton
        title="Demo-Inhalte entfernen?"
        description="Alle Demo-Galeriebilder und Demo-Referenzprojekte werden gelöscht. Sie kommen nicht wieder."
        triggerLabel="Demo-Inhalte entfernen"
        onConfirm={async () => {
          await remove.mutateAsync().catch(() => undefined);
        }}
      />
    </section>
  );
}
