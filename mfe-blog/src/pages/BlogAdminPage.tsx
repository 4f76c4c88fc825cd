import { Card, CardDescription, CardHeader, CardTitle, toast } from '@stairs/ui';
import { AdminScreen } from '@stairs/site';

/**
 * /blog-admin and /admin/blog — 'Blog-Verwaltung'. Signed out: the shared server-checked login card (product
 * texts: 'Falsches Passwort!', 'Anmeldung erfolgreich!'). The article tabs ('Artikel verwalten',
 * 'Neuer Artikel') arrive with the blog back end.
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
      backLink={{ to: '/blog', label: 'Zum Blog' }}
    >
      <Card className="border-dashed">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Bald verfügbar</h2>
          </CardTitle>
          <CardDescription className="text-base">
            Das Verwalten, Bearbeiten und Anlegen von Artikeln wird in Kürze freigeschaltet.
          </CardDescription>
        </CardHeader>
      </Card>
    </AdminScreen>
  );
}
