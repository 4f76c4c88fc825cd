import { Link } from 'react-router-dom';
import { ArrowLeftIcon, Button, Card, CardDescription, CardHeader, CardTitle, toast } from '@stairs/ui';
import { AdminGate, AdminLogoutButton } from '@stairs/site';

/**
 * /blog-admin and /admin/blog — 'Blog-Verwaltung'. Signed out: the shared server-checked login card (product
 * texts: 'Falsches Passwort!', 'Anmeldung erfolgreich!'). The article tabs ('Artikel verwalten',
 * 'Neuer Artikel') arrive with the blog back end.
 */
export default function BlogAdminPage() {
  return (
    <AdminGate
      loginCard={{
        title: 'Blog-Verwaltung',
        subtitle: 'Anmeldung erforderlich',
        wrongPasswordMessage: 'Falsches Passwort!',
        onSuccess: () => toast({ title: 'Anmeldung erfolgreich!', variant: 'success' }),
      }}
    >
      <div className="container max-w-4xl py-10 md:py-14">
        <Button variant="ghost" asChild className="-ml-3 mb-4">
          <Link to="/blog">
            <ArrowLeftIcon />
            Zum Blog
          </Link>
        </Button>
        <header className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Blog-Verwaltung</h1>
          <AdminLogoutButton />
        </header>
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
      </div>
    </AdminGate>
  );
}
