import { Link, NavLink, useLocation } from '@stairs/router';
import { cn, ExternalLinkIcon } from '@stairs/ui';
import { useSiteConfig } from '@stairs/site';
import { Island } from '../islands/Island';
import { ISLANDS } from '../islands/islands';
import { CompanyLogo } from './CompanyLogo';
import { NAV_ENTRIES, sectionHref } from './navigation';

const linkClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:px-3';

/** Sticky header: the full link bar from md up, a menu button opening the side menu below; the dropdown and the menu button are islands. */
export function Header() {
  const { data: site } = useSiteConfig();
  const { pathname: currentPath } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container flex h-16 items-center justify-between gap-4">
        <CompanyLogo />
        <nav aria-label="Hauptnavigation" className="hidden md:block">
          <ul className="flex items-center xl:gap-1">
            {NAV_ENTRIES.map((entry) => (
              // Between md and xl the logo is the link home: the bar would not fit otherwise.
              <li
                key={entry.label}
                className={entry.kind === 'route' && entry.to === '/' ? 'hidden xl:block' : undefined}
              >
                {entry.kind === 'route' ? (
                  <NavLink
                    to={entry.to}
                    end
                    className={({ isActive }) => cn(linkClass, isActive && 'text-primary')}
                  >
                    {entry.label}
                  </NavLink>
                ) : entry.kind === 'section' ? (
                  <Link to={sectionHref(entry.section)} className={linkClass}>
                    {entry.label}
                  </Link>
                ) : entry.kind === 'menu' ? (
                  <Island
                    of={ISLANDS.navDropdown}
                    props={{ label: entry.label, items: entry.items, currentPath }}
                  />
                ) : site ? (
                  <a href={site[entry.href]} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {entry.label}
                    <ExternalLinkIcon className="size-3.5" />
                    <span className="sr-only"> (öffnet in neuem Tab)</span>
                  </a>
                ) : (
                  <span className={cn(linkClass, 'text-muted-foreground')} aria-disabled="true">
                    {entry.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <Island
          of={ISLANDS.sideMenu}
          props={{ className: 'md:hidden', mainSiteUrl: site?.mainSiteUrl ?? null, currentPath }}
        />
      </div>
    </header>
  );
}
