import { type ComponentType } from 'react';
import { CookieBannerSpacer, CookieConsent, CookieSettingsButton } from '../frame/CookieConsent';
import { NavDropdown } from '../frame/NavDropdown';
import { PageServices } from '../frame/PageServices';
import { SideMenu } from '../frame/SideMenu';
import { RemoteFragment } from '../federation/RemoteFragment';
import { loadRemoteComponent } from '../federation/remotes';
import { type RemotePageProps } from './RemotePage';

/**
 * How the browser brings an island of a rendered page to life.
 * - `intent`: at the visitor's first intent, with the islands runtime (its code is part of it): the frame.
 * - `demand`: once the visitor reaches into it (a tap, a focus, a key; the boot script tells): what needs data,
 *   a form or a remote's code, which would otherwise be on every page's first load.
 */
export interface IslandDefinition<P> {
  hydrate: 'intent' | 'demand';
  /** The component the island is hydrated with, given its props from the HTML: it loads what it needs first. */
  load: (props: P) => Promise<ComponentType>;
}

function atIntent<P extends object>(Component: ComponentType<P>): IslandDefinition<P> {
  return {
    hydrate: 'intent',
    load: (props) => Promise.resolve(() => <Component {...props} />),
  };
}

/**
 * Around a demand island: the page's query client and a router (DataProviders), loaded with it. Every demand
 * island needs it: it is prefetched (fetched, not run) as soon as the islands have loaded, so the visitor's tap
 * waits for the CPU only.
 */
async function withData(content: Promise<ComponentType>): Promise<ComponentType> {
  const [{ default: DataProviders }, Content] = await Promise.all([
    import(/* webpackPrefetch: true */ './DataProviders'),
    content,
  ]);
  return function IslandWithData() {
    return (
      <DataProviders>
        <Content />
      </DataProviders>
    );
  };
}

/** Every island of the site, by the name it carries in the HTML. */
export const ISLANDS = {
  'cookie-consent': atIntent(CookieConsent),
  'cookie-settings-button': atIntent(CookieSettingsButton),
  'cookie-banner-spacer': atIntent(CookieBannerSpacer),
  'nav-dropdown': atIntent(NavDropdown),
  'side-menu': atIntent(SideMenu),
  'page-services': atIntent(PageServices),
  'remote-fragment': atIntent(RemoteFragment),
  'contact-form': {
    hydrate: 'demand',
    load: () =>
      withData(import('../pages/home/ContactForm').then(({ ContactForm }) => () => <ContactForm />)),
  },
  'remote-page': {
    hydrate: 'demand',
    load: ({ remote, module, path }: RemotePageProps) =>
      withData(
        Promise.all([
          import(/* webpackPrefetch: true */ './RemotePage'),
          loadRemoteComponent(`${remote}/${module}`),
        ]).then(([{ RemotePageContent }, { default: Page }]) => () => (
          <RemotePageContent remote={remote} path={path} page={Page} />
        )),
      ),
  },
} satisfies Record<string, IslandDefinition<never>>;

export type IslandName = keyof typeof ISLANDS;
