import { HOME_SECTION_LABELS as SECTION_LABELS, PAGE_NAMES } from '@stairs/contracts';

/** The header's links , used by the desktop bar and the side menu alike. */
export type NavEntry =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'section'; label: string; section: HomeSection }
  | { kind: 'menu'; label: string; items: readonly { label: string; to: string }[] }
  | { kind: 'external'; label: string; href: 'mainSiteUrl' };

/** The home page's sections (their names: `HOME_SECTION_LABELS`). */
export type HomeSection = keyof typeof SECTION_LABELS;

export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'route', label: PAGE_NAMES.home, to: '/' },
  { kind: 'section', label: SECTION_LABELS.services, section: 'services' },
  {
    kind: 'menu',
    label: 'Preiskalkulator',
    items: [
      { label: PAGE_NAMES.concreteCalculator, to: '/concrete-calculator' },
      { label: PAGE_NAMES.renovationCalculator, to: '/renovation-calculator' },
    ],
  },
  { kind: 'route', label: PAGE_NAMES.gallery, to: '/gallery' },
  { kind: 'route', label: PAGE_NAMES.references, to: '/references' },
  { kind: 'route', label: PAGE_NAMES.blog, to: '/blog' },
  { kind: 'section', label: SECTION_LABELS.contact, section: 'contact' },
  { kind: 'external', label: 'Hauptseite', href: 'mainSiteUrl' },
];

export const HOME_PATH = '/';

/** The footer's list of every page: where the side menu's button leads when the menu cannot open (no script). */
export const FOOTER_PAGES_ID = 'seiten';

/** Link target of a home section (the section's id): `/#services`. */
export function sectionHref(section: HomeSection): string {
  return `${HOME_PATH}#${section}`;
}
