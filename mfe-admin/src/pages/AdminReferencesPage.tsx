import { AdminScreen } from '@stairs/site';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@stairs/ui';
import { UpcomingFeatureNote } from '../components/UpcomingFeatureNote';
import { ADMIN_PATHS } from '../lib/admin-areas';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /admin-references: reference projects and gallery images; the editors follow in a later release. */
export default function AdminReferencesPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.references}
      title="Referenzen & Galerie"
      backLink={{ to: ADMIN_PATHS.admin, label: 'Zurück zu Admin' }}
    >
      <Tabs defaultValue="references" className="space-y-6">
        <TabsList>
          <TabsTrigger value="references">Referenzprojekte</TabsTrigger>
          <TabsTrigger value="gallery">Bildergalerie</TabsTrigger>
        </TabsList>
        <TabsContent value="references">
          <UpcomingFeatureNote text="Die Verwaltung der Referenzprojekte wird in Kürze freigeschaltet. Dann können Sie hier Projekte anlegen, bearbeiten und löschen." />
        </TabsContent>
        <TabsContent value="gallery">
          <UpcomingFeatureNote text="Die Verwaltung der Bildergalerie wird in Kürze freigeschaltet. Dann können Sie hier Galerie-Bilder anlegen, bearbeiten und in der Vorschau ansehen." />
        </TabsContent>
      </Tabs>
    </AdminScreen>
  );
}
