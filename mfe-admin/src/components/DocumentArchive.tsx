import { formatBytes } from '@stairs/site';
import { Button, Spinner } from '@stairs/ui';
import { useDocumentArchive } from '../hooks/useDocumentArchive';
import { DOCUMENT_TEXTS, documentPreviewPath, type DocumentKind } from '../lib/documents';
import { formatAdminDate } from '../lib/format';
import { AdminListSection } from './AdminListSection';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

export interface DocumentArchiveProps {
  /** Lists to show, in this order. Default: HTML and PDF. */
  kinds?: readonly DocumentKind[];
}

const ALL_KINDS: readonly DocumentKind[] = ['html', 'pdf'];

/** The quote document archive: list, preview (HTML), download and delete (docs/product.md §2 /admin). */
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
  const { list, paging, download, downloading, deleteDocument } = useDocumentArchive(kind);
  const texts = DOCUMENT_TEXTS[kind];

  return (
    <AdminListSection
      texts={texts}
      query={list}
      paging={paging}
      rowKey={(doc) => doc.filename}
      columns={[
        {
          label: 'Dateiname',
          cell: (doc) => <span className="font-mono text-xs sm:text-sm">{doc.filename}</span>,
        },
        { label: 'Datum', nowrap: true, cell: (doc) => formatAdminDate(doc.date) },
        {
          label: 'Größe',
          align: 'right',
          nowrap: true,
          cell: (doc) => <span className="tabular-nums">{formatBytes(doc.size)}</span>,
        },
        {
          label: 'Aktionen',
          align: 'right',
          cell: (doc) => (
            <div className="flex flex-wrap gap-2 md:justify-end">
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
          ),
        },
      ]}
    />
  );
}
