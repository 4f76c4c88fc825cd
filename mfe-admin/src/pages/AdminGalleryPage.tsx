import { AdminScreen } from '@stairs/site';
import { Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@stairs/ui';
import { UpcomingFeatureNote } from '../components/UpcomingFeatureNote';
import { ADMIN_PATHS } from '../lib/admin-areas';
import { GALLERY_LOGIN_SUCCESS, LOGIN_CARDS } from '../lib/login-cards';

/** /admin-gallery: login card with the spec's texts; the gallery tools follow in a later release. */
export default function AdminGalleryPage() {
  return (
    <AdminScreen
      loginCard={{
        ...LOGIN_CARDS.gallery,
        onSuccess: () => toast({ ...GALLERY_LOGIN_SUCCESS, variant: 'success' }),
      }}
      title="Galerie-Verwaltung"
      backLink={{ to: ADMIN_PATHS.pricing, label: 'Zurück zu Admin' }}
    >
      <Tabs defaultValue="manage" className="space-y-6">
        <TabsList>
          <TabsTrigger value="manage">Galerie verwalten</TabsTrigger>
          <TabsTrigger value="add">Bild hinzufügen</TabsTrigger>
        </TabsList>
        <TabsContent value="manage">
          <UpcomingFeatureNote text="Die Galerie-Verwaltung wird in Kürze freigeschaltet. Dann können Sie hier Bilder filtern, bearbeiten, aktivieren und löschen." />
        </TabsContent>
        <TabsContent value="add">
          <UpcomingFeatureNote text="Das Hinzufügen von Bildern wird in Kürze freigeschaltet. Dann können Sie hier Fotos hochladen und als Vorher-Nachher-Vergleich anlegen." />
        </TabsContent>
      </Tabs>
    </AdminScreen>
  );
}
