import { apiUrl } from '@stairs/api-client';
import { ADMIN_API, CSV_EXPORT_LABELS, type CsvExportName } from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { useAdminUnauthorizedHandler } from '@stairs/site/admin';
import { Button, type ButtonProps } from '@stairs/ui';
import { ERP_SYNC_TEXTS as TEXTS } from '../lib/erp-sync';
import { fetchAdminFile, saveBlob } from '../lib/files';

/** Downloads one CSV export for Excel (de-AT); the ERP panel lists them all, a tab offers its own. */
export function CsvExportButton({ name, size }: { name: CsvExportName; size?: ButtonProps['size'] }) {
  const onUnauthorized = useAdminUnauthorizedHandler();
  const download = async () => {
    try {
      const blob = await fetchAdminFile(apiUrl(ADMIN_API.csvExport, { params: { name } }));
      saveBlob(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      onUnauthorized(error);
      showCallFailure(error, TEXTS.exportFailed);
    }
  };
  return (
    <Button variant="outline" size={size} onClick={() => void download()}>
      {CSV_EXPORT_LABELS[name]} (CSV)
    </Button>
  );
}
