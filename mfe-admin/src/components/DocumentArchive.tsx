import { formatBytes } from '@stairs/site';
import { Badge, Button, Spinner } from '@stairs/ui';
import { useDocumentArchive } from '../hooks/useDocumentArchive';
import { DOCUMENT_TEXTS, documentPreviewPath, type DocumentKind } from '../lib/documents';
import { formatAdminDate } from '../lib/format';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { LoadErrorNotice } from './LoadErrorNotice';
import { TableSkeleton } from './TableSkeleton';

export interface DocumentArchiveProps {
  /** Lists to show, in this order. Default: HTML and PDF. */
  kinds?: readonly DocumentKind[];
}

const ALL_KINDS: readonly DocumentKind[] = ['html', 'pdf'];

/** The quote document archive: list, preview (HTML), download and delete (spec section 2 /admin). */
export function DocumentArchive({ kinds = ALL_KINDS }: DocumentArchiveProps) {
  return (
    <div className="space-y-10">
      {kinds.map((kind) => (
        <DocumentList key={kind} kind={kind} />
      ))}
    </div>
  );
}

function DocumentList({ kind }: { kind: DocumentKind }) {
  const { query, download, downloading, deleteDocument } = useDocumentArchive(kind);
  const texts = DOCUMENT_TEXTS[kind];
  const documents = query.data;
  const headingId = `document-archive-${kind}`;

  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          {texts.title}
          {documents ? <Badge variant="secondary">{documents.length}</Badge> : null}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching && !query.isPending ? <Spinner size="sm" className="text-current" /> : null}
          Aktualisieren
        </Button>
      </div>

      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError && !documents ? (
        <LoadErrorNotice
          message={texts.listFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : documents && documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Dateiname
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Datum
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Größe
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Aktionen
                </th>
              </tr>
            </thead>
            <tbody>
              {documents?.map((doc) => (
                <tr key={doc.filename} className="border-t">
                  <td className="break-all px-3 py-2 font-mono text-xs sm:text-sm">{doc.filename}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatAdminDate(doc.date)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatBytes(doc.size)}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      {kind === 'html' ? (
                        <Button asChild variant="outline" size="sm">
                          <a
                            href={documentPreviewPath(doc.filename)}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`Vorschau von ${doc.filename} in neuem Tab`}
                          >
                            Vorschau
                          </a>
                        </Button>
                      ) : null}
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={downloading === doc.filename}
                        aria-label={`${doc.filename} herunterladen`}
                        onClick={() => void download(doc.filename)}
                      >
                        {downloading === doc.filename ? (
                          <Spinner size="sm" className="text-current" label="Wird heruntergeladen..." />
                        ) : null}
                        Herunterladen
                      </Button>
                      <ConfirmDeleteButton
                        title="Datei löschen?"
                        description={`Die Datei „${doc.filename}“ wird aus dem Archiv gelöscht.`}
                        triggerAriaLabel={`${doc.filename} löschen`}
                        onConfirm={() => deleteDocument(doc.filename)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
