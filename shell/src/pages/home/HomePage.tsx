import { HOME_FRAGMENTS } from '@stairs/contracts';
import { PageHydrated, useSiteConfig } from '@stairs/site';
import { Island } from '../../islands/Island';
import { ISLANDS } from '../../islands/islands';
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
      <Island of={ISLANDS.remoteFragment} props={HOME_FRAGMENTS.projects} />
      <Island of={ISLANDS.remoteFragment} props={HOME_FRAGMENTS.galleryStrip} />
      <Island of={ISLANDS.remoteFragment} props={HOME_FRAGMENTS.beforeAfter} />
      <ContactSection />
      <PageHydrated />
    </>
  );
}
