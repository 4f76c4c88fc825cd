import { pagePath } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site/admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@stairs/ui';
import { DocumentArchive } from '../components/DocumentArchive';
import { PriceSettingsForm } from '../components/PriceSettingsForm';
import { usePriceForm } from '../hooks/usePriceForm';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /simple-admin: the same price settings and archive as /admin, in two tabs. */
export default function SimpleAdminPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.simpleAdmin}
      title="Preise & PDF-Archiv"
      description="Quadratmeterpreise der Kalkulatoren und gespeicherte Kostenvoranschläge."
      backLink={{ to: pagePath('admin'), label: 'Zurück zu Admin' }}
    >
      <SimpleAdmin />
    </AdminScreen>
  );
}

function SimpleAdmin() {
  const priceForm = usePriceForm({ saveFailedMessage: 'Preise konnten nicht gespeichert werden.' });

  return (
    <Tabs defaultValue="prices" className="space-y-6">
      <TabsList>
        <TabsTrigger value="prices">Preise verwalten</TabsTrigger>
        <TabsTrigger value="archive">PDF Archiv</TabsTrigger>
      </TabsList>
      <TabsContent value="prices">
        <PriceSettingsForm form={priceForm} />
      </TabsContent>
      <TabsContent value="archive">
        <DocumentArchive kinds={['pdf']} />
      </TabsContent>
    </Tabs>
  );
}
