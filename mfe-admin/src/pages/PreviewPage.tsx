import { pagePath } from '@stairs/contracts';
import { useParams } from '@stairs/router';
import { AdminGate, AdminPageHeader, AdminPageLayout, errorStatus } from '@stairs/site/admin';
import { Button, LoadError, Skeleton, Spinner } from '@stairs/ui';
import { useDocumentDownload } from '../hooks/useDocumentDownload';
import { useHtmlDocument } from '../hooks/useHtmlDocument';
import { LOGIN_CARDS } from '../lib/login-cards';

/** The screen's name, its heading and its browser tab's title. */
const PREVIEW_TITLE = 'Vorschau Kostenvoranschlag';

/** /preview/:filename: an archived HTML quote document, shown without running any of its scripts. */
export default function PreviewPage() {
  const { filename = '' } = useParams();
  return (
    <AdminGate title={PREVIEW_TITLE} loginCard={LOGIN_CARDS.preview}>
      <DocumentPreview filename={filename} />
    </AdminGate>
  );
}

function DocumentPreview({ filename }: { filename: string }) {
  const query = useHtmlDocument(filename);
  const { download, downloading } = useDocumentDownload('html');
  const notFound = filename === '' || errorStatus(query.error) === 404;

  return (
    <AdminPageLayout>
      <AdminPageHeader
        title={PREVIEW_TITLE}
        description={filename || undefined}
        backLink={{ to: pagePath('admin'), label: 'Zurück zu Admin' }}
        actions={
          notFound ? null : (
            <Button
              variant="outline"
              disabled={downloading === filename || !query.data}
              onClick={() => void download(filename)}
            >
              {downloading === filename ? (
                <Spinner size="sm" className="text-current" label="Wird heruntergeladen..." />
              ) : null}
              Herunterladen
            </Button>
          )
        }
      />
      {notFound ? (
        <div role="alert" className="space-y-2 rounded-md border p-6">
          <h2 className="text-xl font-semibold">Dokument nicht gefunden</h2>
          <p className="text-muted-foreground">
            Der Kostenvoranschlag {filename ? `„${filename}“ ` : ''}ist nicht (mehr) im Archiv vorhanden.
          </p>
        </div>
      ) : query.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Dokument wird geladen...</span>
          <Skeleton className="h-[70vh] w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          message="Die Vorschau konnte nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <iframe
          title={`Vorschau ${filename}`}
          // No scripts, forms, popups or same-origin access: the archived HTML is only displayed.
          sandbox=""
          srcDoc={query.data}
          className="h-[75vh] w-full rounded-md border bg-white"
        />
      )}
    </AdminPageLayout>
  );
}
