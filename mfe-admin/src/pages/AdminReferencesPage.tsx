import { PAGE_NAMES, pagePath } from '@stairs/contracts';
import { AdminScreen } from '@stairs/site/admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@stairs/ui';
import { DemoContentCard } from '../components/references/DemoContentCard';
import { ReferenceProjectsTab } from '../components/references/ReferenceProjectsTab';
import { ReferencesGalleryTab } from '../components/references/ReferencesGalleryTab';
import { LOGIN_CARDS } from '../lib/login-cards';

/** /admin-references: reference projects and gallery images (create, edit, preview, delete), demo content. */
export default function AdminReferencesPage() {
  return (
    <AdminScreen
      loginCard={LOGIN_CARDS.references}
      title="Referenzen & Galerie"
      backLink={{ to: pagePath('admin'), label: 'Zurück zu Admin' }}
    >
      <Tabs defaultValue="references" className="space-y-6">
        <TabsList>
          <TabsTrigger value="references">{PAGE_NAMES.references}</TabsTrigger>
          <TabsTrigger value="gallery">Bildergalerie</TabsTrigger>
        </TabsList>
        <TabsContent value="references">
          <ReferenceProjectsTab />
        </TabsContent>
        <TabsContent value="gallery">
          <ReferencesGalleryTab />
        </TabsContent>
      </Tabs>
      <DemoContentCard />
    </AdminScreen>
  );
}
