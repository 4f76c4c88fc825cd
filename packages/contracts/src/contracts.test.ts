import { LEAD_PRIORITY_LABELS, priorityForService } from './leads';
import { HOME_FRAGMENTS, REMOTE_NAMES } from './remotes';
import { INDEXED_PAGE_PATHS, PAGES, REMOTE_ROUTES, RENDERED_PAGE_PATHS, pagePath } from './pages';
import { GALLERY_UPLOAD_SIZE, imageSources, imageVersions, uploadSizeProblem } from './gallery';
import { BLOG_PHOTO_UPLOAD_SIZE } from './blog';
import { PRICE_CHECK_FORM_TEXTS } from './form-texts';
import { resultOptions } from './calculator-pages';
import { countOf, plural } from './format';
import { tooManyRequestsMessage } from './api-errors';
import { ADMIN_API, API, EVERY_ENDPOINT } from './api';

describe('lead priority (docs/decisions.md)', () => {
  it.each([
    ['whatsapp_beratung', 'high'],
    ['termin_service', 'high'],
    ['preis_alarm', 'medium'],
    ['pdf_download', 'low'],
    ['detailliertes_angebot', 'low'],
    ['', 'low'],
  ])('%s → %s', (service, priority) => {
    expect(priorityForService(service)).toBe(priority);
  });

  it('shows the spec labels', () => {
    expect(LEAD_PRIORITY_LABELS).toEqual({ high: 'Hoch', medium: 'Mittel', low: 'Niedrig' });
  });
});

describe('route table', () => {
  it('wires every route of the spec to exactly one remote module', () => {
    const paths = REMOTE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/concrete-calculator',
        '/renovation-calculator',
        '/references',
        '/gallery',
        '/blog',
        '/blog/:slug',
        '/upload',
        '/blog-admin',
        '/admin/blog',
        '/admin',
        '/simple-admin',
        '/admin-references',
        '/admin-gallery',
        '/external-admin',
        '/preview/:filename',
      ]),
    );
    for (const route of REMOTE_ROUTES) expect(REMOTE_NAMES).toContain(route.remote);
  });

  it('sends both blog admin routes to the same screen', () => {
    const modules = REMOTE_ROUTES.filter((route) => ['/blog-admin', '/admin/blog'].includes(route.path));
    expect(new Set(modules.map((route) => `${route.remote}/${route.module}`))).toEqual(
      new Set(['blog/BlogAdminPage']),
    );
  });

  it('takes the home fragments from the gallery remote', () => {
    expect(Object.values(HOME_FRAGMENTS).map((fragment) => fragment.remote)).toEqual([
      'gallery',
      'gallery',
      'gallery',
    ]);
  });
});

describe('the page record', () => {
  it('gives each page its path, its parameters filled in and encoded', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('gallery')).toBe('/gallery');
    expect(pagePath('blogArticle', { slug: 'eiche-2026-11-24' })).toBe('/blog/eiche-2026-11-24');
    expect(pagePath('preview', { filename: 'a b/c.jpg' })).toBe('/preview/a%20b%2Fc.jpg');
    // @ts-expect-error an article's path needs its slug
    expect(pagePath('blogArticle')).toBe('/blog/');
  });

  it('renders the public pages, lists the indexed ones, and leaves the admin screens to the browser', () => {
    expect(RENDERED_PAGE_PATHS).toEqual([
      '/',
      '/concrete-calculator',
      '/renovation-calculator',
      '/references',
      '/gallery',
      '/blog',
      '/upload',
    ]);
    expect(INDEXED_PAGE_PATHS).not.toContain(PAGES.upload.path);
    expect(INDEXED_PAGE_PATHS).toContain(PAGES.blog.path);
    expect(REMOTE_ROUTES.filter((route) => route.rendered).map((route) => route.path)).not.toContain('/');
  });
});

describe('stored sizes of a picture', () => {
  it('an optimized picture offers its three sizes, the middle one as the plain src', () => {
    expect(imageSources('/objects/demo/oak-1.w1920.webp')).toEqual({
      src: '/objects/demo/oak-1.w800.webp',
      srcSet:
        '/objects/demo/oak-1.w400.webp 400w, /objects/demo/oak-1.w800.webp 800w, /objects/demo/oak-1.w1920.webp 1920w',
    });
  });

  it('a picture from elsewhere, or an original not optimized yet, is loaded as it is', () => {
    expect(imageSources('https://bilder.example.at/stiege.w1920.webp')).toEqual({
      src: 'https://bilder.example.at/stiege.w1920.webp',
      srcSet: undefined,
    });
    expect(imageVersions('/objects/gallery/ab12.jpg')).toBeNull();
    expect(imageVersions(null)).toBeNull();
  });
});

describe('the gallery price check', () => {
  it('names the project in its success note', () => {
    expect(PRICE_CHECK_FORM_TEXTS.successDescription('G-071')).toBe(
      'Ihre Preisanfrage zu Projekt G-071 ist bei uns eingegangen. Wir melden uns in Kürze.',
    );
  });
});

describe('the options of a result', () => {
  it('lists a concrete result as Massivholz then Fertigparkett, material and labour, nothing recommended', () => {
    const cost = { materialCost: 255, laborCost: 135, total: 390 };
    const options = resultOptions({ type: 'concrete', result: { massivholz: cost, fertigparkett: cost } });
    expect(options.map((option) => option.title)).toEqual(['Massivholz', 'Fertigparkett']);
    expect(options[0]).toEqual({
      key: 'massivholz',
      title: 'Massivholz',
      description: 'Stufen aus massivem Echtholz – besonders langlebig und mehrfach abschleifbar.',
      lines: [
        { label: 'Material', amount: 255 },
        { label: 'Arbeitsleistung', amount: 135 },
      ],
      total: 390,
      recommended: false,
    });
  });

  it('marks the renovation option the server recommends and carries its texts', () => {
    const [sanding, covering] = resultOptions({
      type: 'renovation',
      result: {
        sanding: { work: 81, finish: 40.5, total: 121.5, recommendation: 'Abschleifen empfohlen.' },
        covering: { material: 202.5, labor: 108, total: 310.5, recommendation: 'Neu belegen möglich.' },
        recommendedOption: 'sanding',
      },
    });
    expect(sanding).toMatchObject({
      title: 'Abschleifen & Lackieren',
      lines: [
        { label: 'Schleifarbeiten', amount: 81 },
        { label: 'Lackierung', amount: 40.5 },
      ],
      recommendation: 'Abschleifen empfohlen.',
      recommended: true,
    });
    expect(covering).toMatchObject({ title: 'Neu belegen', total: 310.5, recommended: false });
  });
});

describe('plural', () => {
  it('takes the singular for one and the plural for every other count', () => {
    expect(countOf(1, 'Kontaktanfrage', 'Kontaktanfragen')).toBe('1 Kontaktanfrage');
    expect(countOf(0, 'Kontaktanfrage', 'Kontaktanfragen')).toBe('0 Kontaktanfragen');
    expect(countOf(2, 'Kontaktanfrage', 'Kontaktanfragen')).toBe('2 Kontaktanfragen');
    expect(countOf(12, 'Bild', 'Bilder')).toBe('12 Bilder');
    expect(plural(1, { one: '# Bild wird', other: '# Bilder werden' })).toBe('1 Bild wird');
    expect(plural(3, { one: '# Bild wird', other: '# Bilder werden' })).toBe('3 Bilder werden');
  });
});

describe('the rate limit says the real wait', () => {
  it('in seconds, minutes or hours, rounded up', () => {
    expect(tooManyRequestsMessage(30)).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.',
    );
    expect(tooManyRequestsMessage(1)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 1 Sekunde erneut.');
    expect(tooManyRequestsMessage(60)).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 1 Minute erneut.');
    expect(tooManyRequestsMessage(2950)).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 50 Minuten erneut.',
    );
    expect(tooManyRequestsMessage(3600)).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 60 Minuten erneut.',
    );
    expect(tooManyRequestsMessage(4 * 3600)).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 4 Stunden erneut.',
    );
  });
});

describe('the size check of a picked file (before anything is sent)', () => {
  it('takes a file up to the limit and refuses a larger one in the API’s words', () => {
    expect(uploadSizeProblem({ size: 10_485_760 }, GALLERY_UPLOAD_SIZE)).toBeUndefined();
    expect(uploadSizeProblem({ size: 10_485_761 }, GALLERY_UPLOAD_SIZE)).toBe(
      'Das Bild ist größer als 10 MB.',
    );
    expect(uploadSizeProblem({ size: 52_428_800 }, BLOG_PHOTO_UPLOAD_SIZE)).toBeUndefined();
    expect(uploadSizeProblem({ size: 52_428_801 }, BLOG_PHOTO_UPLOAD_SIZE)).toBe(
      'Das Bild ist größer als 50 MB.',
    );
  });
});

describe('the two API tables', () => {
  it('API holds what a visitor’s page calls, ADMIN_API the admin’s alone, and no entry is in both', () => {
    expect(Object.values(API).filter((entry) => entry.access !== 'public')).toEqual([]);
    expect(Object.values(ADMIN_API).filter((entry) => entry.access !== 'admin')).toEqual([]);
    expect(Object.keys(API).filter((name) => name in ADMIN_API)).toEqual([]);
    expect(Object.keys(EVERY_ENDPOINT)).toHaveLength(Object.keys(API).length + Object.keys(ADMIN_API).length);
  });
});
