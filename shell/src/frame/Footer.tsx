import { HOME_SECTION_LABELS } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { ExternalLinkIcon, Skeleton } from '@stairs/ui';
import { conversionLink, useSiteConfig } from '@stairs/site';
import { Island } from '../islands/Island';
import { ISLANDS } from '../islands/islands';
import { FOOTER_PAGES_ID, footerPageLinks, sectionHref } from './navigation';

const footerLink =
  'rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Footer: tagline, services and pages, contact details, VAT number, legal links and the cookie settings. */
export function Footer() {
  const { data: site, isPending } = useSiteConfig();

  return (
    <footer className="mt-16 border-t bg-muted/50 text-sm text-muted-foreground">
      <div className="container grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          {isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-56" />
            </div>
          ) : site ? (
            <>
              <h2 className="text-base font-semibold text-foreground">{site.companyName}</h2>
              <p className="mt-2 max-w-xs">{site.tagline}</p>
            </>
          ) : (
            <h2 className="sr-only">Unternehmen</h2>
          )}
        </div>

        {/* The side menu's target where it cannot open (no script): every page is linked from here. */}
        <div id={FOOTER_PAGES_ID}>
          <h2 className="text-base font-semibold text-foreground">Leistungen</h2>
          <ul className="mt-2 space-y-1.5">
            {footerPageLinks('services').map(({ to, text }) => (
              <li key={to}>
                <Link to={to} className={footerLink}>
                  {text}
                </Link>
              </li>
            ))}
            <li>
              {site ? (
                <a href={site.newStairsUrl} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  Neue Holztreppen
                  <span className="sr-only"> (öffnet in neuem Tab)</span>
                </a>
              ) : (
                'Neue Holztreppen'
              )}
            </li>
            {footerPageLinks('pages').map(({ to, text }) => (
              <li key={to}>
                <Link to={to} className={footerLink}>
                  {text}
                </Link>
              </li>
            ))}
            <li>
              <Link to={sectionHref('contact')} className={footerLink}>
                {HOME_SECTION_LABELS.contact}
              </Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-base font-semibold text-foreground">Kontakt</h2>
          {isPending ? (
            <div className="mt-2 space-y-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-44" />
            </div>
          ) : site ? (
            <address className="mt-2 space-y-1.5 not-italic">
              <p>
                {site.address.street}
                <br />
                {site.address.postalCode} {site.address.city}
              </p>
              <p>
                Telefon:{' '}
                <a href={`tel:${site.phone}`} className={footerLink} {...conversionLink('phone')}>
                  {site.phoneDisplay}
                </a>
              </p>
              <p>
                E-Mail:{' '}
                <a href={`mailto:${site.email}`} className={footerLink}>
                  {site.email}
                </a>
              </p>
              <p>UID: {site.vatNumber}</p>
            </address>
          ) : null}
        </div>
      </div>

      <div className="border-t">
        <div className="container flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site?.companyName}
          </p>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {site ? (
              <>
                <li>
                  <a
                    href={site.impressumUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={footerLink}
                  >
                    Impressum
                    <ExternalLinkIcon className="ml-1 inline size-3" />
                    <span className="sr-only"> (öffnet in neuem Tab)</span>
                  </a>
                </li>
                <li>
                  <a
                    href={site.datenschutzUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={footerLink}
                  >
                    Datenschutz
                    <ExternalLinkIcon className="ml-1 inline size-3" />
                    <span className="sr-only"> (öffnet in neuem Tab)</span>
                  </a>
                </li>
              </>
            ) : null}
            <li>
              <Island of={ISLANDS.cookieSettingsButton} props={{}} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
