import { CookieBannerSpacer, CookieConsent, CookieSettingsButton } from '../frame/CookieConsent';
import { NavDropdown } from '../frame/NavDropdown';
import { PageServices } from '../frame/PageServices';
import { SideMenu } from '../frame/SideMenu';
import { type RemoteFragmentProps } from '../federation/remote-fragment';
import { atIntent, declareIslands, onDemand, type IslandDeclaration } from './declare-islands';
import { type RemotePageProps } from './remote-page';

/** Every island of the site, declared once: a page writes `<Island of={ISLANDS.x} props={...} />`. */
export const ISLANDS = declareIslands({
  cookieConsent: atIntent(CookieConsent),
  cookieSettingsButton: atIntent(CookieSettingsButton),
  cookieBannerSpacer: atIntent(CookieBannerSpacer),
  navDropdown: atIntent(NavDropdown),
  sideMenu: atIntent(SideMenu),
  pageServices: atIntent(PageServices),
  contactForm: onDemand(() => import('../pages/home/ContactForm').then((module) => module.ContactForm)),
  remotePage: onDemand((props: RemotePageProps) =>
    import(/* webpackPrefetch: true */ './remote-page').then((module) => module.loadRemotePage(props)),
  ),
  remoteFragment: onDemand((props: RemoteFragmentProps) =>
    import(/* webpackPrefetch: true */ '../federation/remote-fragment').then((module) =>
      module.loadRemoteFragment(props),
    ),
  ),
});

/** The declaration named in the HTML, or null for a name this build does not know. */
export function islandNamed(name: string): IslandDeclaration<object> | null {
  return Object.hasOwn(ISLANDS, name)
    ? (ISLANDS[name as keyof typeof ISLANDS] as IslandDeclaration<object>)
    : null;
}
