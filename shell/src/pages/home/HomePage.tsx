import { HOME_FRAGMENTS } from '@stairs/contracts';
import { PageHydrated, useSiteConfig } from '@stairs/site';
import { RemoteFragment } from '../../federation/RemoteFragment';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { HomeSeo } from './HomeSeo';
import { Services } from './Services';

/** Home (/), owned by the shell; the gallery remote contributes three blocks, each left out if it fails. */
export function HomePage() {
  const { data: site } = useSiteConfig();
  return (
    <>
      <HomeSeo site={site} />
      <Hero />
      <Services />
      <RemoteFragment {...HOME_FRAGMENTS.projects} />
      <RemoteFragment {...HOME_FRAGMENTS.galleryStrip} />
      <RemoteFragment {...HOME_FRAGMENTS.beforeAfter} />
      <ContactSection />
      <PageHydrated />
    </>
  );
}
