import { pagePath } from '@stairs/contracts';
import { Link, useLocation } from '@stairs/router';
import { Button, Card, CardContent, PhoneIcon, Skeleton } from '@stairs/ui';
import {
  FormRefusedPage,
  PageHydrated,
  conversionLink,
  useFormAnswer,
  usePageStatus,
  useSiteConfig,
} from '@stairs/site';

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/** Spec "404 screen": any path without a route. */
export function NotFoundPage() {
  const { data: site, isPending } = useSiteConfig();
  const answer = useFormAnswer();
  const { pathname } = useLocation();
  usePageStatus(404);

  // A form's post refused before its fields named the page it is on (the page server answers at its action).
  if (answer?.kind === 'refused') {
    return <FormRefusedPage status={answer.status} message={answer.message} path={pathname} />;
  }

  return (
    <section className="container flex max-w-2xl flex-col gap-6 py-16" aria-labelledby="not-found">
      <title>Seite nicht gefunden</title>
      <meta name="robots" content="noindex" />
      <div className="space-y-2">
        <p className="text-sm font-semibold text-primary">Fehler 404</p>
        <h1 id="not-found" className="text-3xl font-bold tracking-tight">
          Seite nicht gefunden
        </h1>
        <p className="text-muted-foreground">
          Die gesuchte Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen einer dieser Links weiter:
        </p>
      </div>
      <nav aria-label="Hilfreiche Links">
        <ul className="space-y-2">
          <li>
            <Link to="/" className={linkClass}>
              Zur Startseite
            </Link>
          </li>
          <li>
            <Link to={pagePath('concreteCalculator')} className={linkClass}>
              Betonstufen Kalkulator
            </Link>
          </li>
          <li>
            <Link to={pagePath('renovationCalculator')} className={linkClass}>
              Renovierung Kalkulator
            </Link>
          </li>
        </ul>
      </nav>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
          {isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-36" />
            </div>
          ) : site ? (
            <>
              <div>
                <p className="font-semibold">{site.companyName}</p>
                <p className="text-muted-foreground">Telefon: {site.phoneDisplay}</p>
              </div>
              <Button asChild>
                <a href={`tel:${site.phone}`} {...conversionLink('phone')}>
                  <PhoneIcon />
                  Jetzt anrufen
                </a>
              </Button>
            </>
          ) : null}
        </CardContent>
      </Card>
      <PageHydrated />
    </section>
  );
}
