import { pagePath } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site/admin';
import { Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@stairs/ui';
import { GalleryAddPanel } from '../components/gallery/GalleryAddPanel';
import { GalleryAdminList } from '../components/gallery/GalleryAdminList';
import { GALLERY_LOGIN_SUCCESS, LOGIN_CARDS } from '../lib/login-cards';

/** /admin-gallery: manage the gallery (filter, edit, activate, delete) and add images (uploads, the image dialog). */
export default function AdminGalleryPage() {
  return (
    <AdminScreen
      loginCard={{
        ...LOGIN_CARDS.gallery,
        onSuccess: () => toast({ ...GALLERY_LOGIN_SUCCESS, variant: 'success' }),
      }}
      title="Galerie-Verwaltung"
      backLink={{ to: pagePath('adminPricing'), label: 'Zurück zu Admin' }}
    >
      <Tabs defaultValue="manage" className="space-y-6">
        <TabsList>
          <TabsTrigger value="manage">Galerie verwalten</TabsTrigger>
          <TabsTrigger value="add">Bild hinzufügen</TabsTrigger>
        </TabsList>
        <TabsContent value="manage">
          <GalleryAdminList />
        </TabsContent>
        <TabsContent value="add">
          <GalleryAddPanel />
        </TabsContent>
      </Tabs>
    </AdminScreen>
  );
}
