import { pagePath } from '@stairs/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@stairs/ui';
import { AdminScreen } from '@stairs/site/admin';
import { ArticlesTab } from '../components/admin/ArticlesTab';
import { NewArticleTab } from '../components/admin/NewArticleTab';

/**
 * /blog-admin and /admin/blog — 'Blog-Verwaltung'. Signed out: the shared server-checked login card (product
 * texts: 'Falsches Passwort!', 'Anmeldung erfolgreich!'). Then the tabs 'Artikel verwalten' and 'Neuer Artikel'.
 */
export default function BlogAdminPage() {
  return (
    <AdminScreen
      loginCard={{
        title: 'Blog-Verwaltung',
        subtitle: 'Anmeldung erforderlich',
        wrongPasswordMessage: 'Falsches Passwort!',
        onSuccess: () => toast({ title: 'Anmeldung erfolgreich!', variant: 'success' }),
      }}
      title="Blog-Verwaltung"
      backLink={{ to: pagePath('blog'), label: 'Zum Blog' }}
    >
      <Tabs defaultValue="articles">
        <TabsList>
          <TabsTrigger value="articles">Artikel verwalten</TabsTrigger>
          <TabsTrigger value="new">Neuer Artikel</TabsTrigger>
        </TabsList>
        <TabsContent value="articles" className="mt-6">
          <ArticlesTab />
        </TabsContent>
        <TabsContent value="new" className="mt-6">
          <NewArticleTab />
        </TabsContent>
      </Tabs>
    </AdminScreen>
  );
}
