import { HOME_SECTION_LABELS as SECTION_LABELS, PAGE_NAMES, PAGE_RECORDS, pagePath } from '@stairs/contracts';

/** The header's links , used by the desktop bar and the side menu alike. */
export type NavEntry =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'section'; label: string; section: HomeSection }
  | { kind: 'menu'; label: string; items: readonly { label: string; to: string }[] }
  | { kind: 'external'; label: string; href: 'mainSiteUrl' };

/** The home page's sections (their names: `HOME_SECTION_LABELS`). */
export type HomeSection = keyof typeof SECTION_LABELS;

export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'route', label: PAGE_NAMES.home, to: pagePath('home') },
  { kind: 'section', label: SECTION_LABELS.services, section: 'services' },
  {
    kind: 'menu',
    label: 'Preiskalkulator',
    items: [
      { label: PAGE_NAMES.concreteCalculator, to: pagePath('concreteCalculator') },
      { label: PAGE_NAMES.renovationCalculator, to: pagePath('renovationCalculator') },
    ],
  },
  { kind: 'route', label: PAGE_NAMES.gallery, to: pagePath('gallery') },
  { kind: 'route', label: PAGE_NAMES.references, to: pagePath('references') },
  { kind: 'route', label: PAGE_NAMES.blog, to: pagePath('blog') },
  { kind: 'section', label: SECTION_LABELS.contact, section: 'contact' },
  { kind: 'external', label: 'Hauptseite', href: 'mainSiteUrl' },
];

export const HOME_PATH = pagePath('home');

/** The footer's list of every page: where the side menu's button leads when the menu cannot open (no script). */
export const FOOTER_PAGES_ID = 'seiten';

/** That list's links to the site's pages, from their records: the services (the calculators) or the others. */
export function footerPageLinks(group: 'services' | 'pages'): { to: string; text: string }[] {
  return PAGE_RECORDS.flatMap((page) =>
    page.rendered && page.footer === group && page.name ? [{ to: page.path, text: page.name }] : [],
  );
}

/** Link target of a home section (the section's id): `/#services`. */
export function sectionHref(section: HomeSection): string {
  return `${HOME_PATH}#${section}`;
}
