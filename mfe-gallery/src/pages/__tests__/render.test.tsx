import { API, FORM_ACTIONS, HONEYPOT_FIELD } from '@stairs/contracts';
import { countMatches, galleryImage as image, onlyFormIn, renderPage, textOf } from '@stairs/site/testing';
import GalleryPage from '../GalleryPage';
import ReferencesPage from '../ReferencesPage';
import HomeProjects from '../../fragments/HomeProjects';
import HomeGalleryStrip from '../../fragments/HomeGalleryStrip';
import HomeBeforeAfter from '../../fragments/HomeBeforeAfter';
import { BeforeAfterSlider } from '../../components/BeforeAfterSlider';
import { QuoteRequestForm } from '../../components/QuoteRequestForm';
import { apiQueryKey } from '@stairs/api-client';

import { HOMEPAGE_IMAGES_QUERY_KEY } from '../../hooks/useHomepageImages';
import { REFERENCE_PROJECTS_QUERY_KEY } from '../../hooks/useReferenceProjects';
import { type HomepageImage, type ReferenceProject } from '../../lib/types';

const GALLERY_IMAGES_QUERY_KEY = apiQueryKey(API.galleryImages);

// Server-side renders of every state (loading, error, empty, list). Interaction (dialogs, dragging) needs a
// browser and belongs to the e2e suite.

const notImplemented = new Error('404: Cannot GET /api/gallery-images');

const featured = image(71, {
  category: 'before_after',
  isBeforeAfter: true,
  beforeImageUrl: '/objects/vorher.webp',
  afterImageUrl: '/objects/nachher.webp',
});

describe('GalleryPage', () => {
  it('shows 12 skeleton cards while loading', () => {
    const html = renderPage(<GalleryPage />);
    expect(textOf(html)).toContain('Bildergalerie');
    expect(countMatches(html, /data-testid="gallery-skeleton"/)).toBe(12);
  });

  it('shows an error with a retry button when the call fails', () => {
    const text = textOf(
      renderPage(<GalleryPage />, { errors: [[GALLERY_IMAGES_QUERY_KEY, notImplemented]] }),
    );
    expect(text).toContain('Die Bilder konnten nicht geladen werden.');
    expect(text).toContain('Erneut versuchen');
  });

  it('shows the empty state', () => {
    const text = textOf(renderPage(<GalleryPage />, { data: [[GALLERY_IMAGES_QUERY_KEY, []]] }));
    expect(text).toContain('Noch keine Bilder verfügbar');
  });

  it('treats a list without visible images as empty', () => {
    const hidden = [image(1, { isActive: false }), image(2, { imageUrl: '' })];
    const text = textOf(renderPage(<GalleryPage />, { data: [[GALLERY_IMAGES_QUERY_KEY, hidden]] }));
    expect(text).toContain('Noch keine Bilder verfügbar');
  });

  it('groups images by category with counts, aliases joined and unknown categories raw', () => {
    const images = [
      featured,
      image(2),
      image(3, { category: 'spezialtreppe' }),
      image(4, { isActive: false }),
    ];
    const html = renderPage(<GalleryPage />, { data: [[GALLERY_IMAGES_QUERY_KEY, images]] });
    const text = textOf(html);
    expect(text).toContain('Fertiges Projekt (1 Bild)');
    expect(text).toContain('Vorher/Nachher (1 Bild)');
    expect(text).toContain('spezialtreppe (1 Bild)');
    expect(text).not.toContain('Bild 4');
    expect(text.indexOf('Fertiges Projekt (1 Bild)')).toBeLessThan(text.indexOf('spezialtreppe (1 Bild)'));
    expect(html).toContain('bg-gray-100');
  });
  it('makes every card a link to the project’s price-check page that opens the viewer once alive', () => {
    const html = renderPage(<GalleryPage />, {
      data: [[GALLERY_IMAGES_QUERY_KEY, [featured, image(2)]]],
    });
    const cards = html.match(/<a [^>]*aria-haspopup="dialog"[^>]*>/g) ?? [];
    expect(cards).toHaveLength(2);
    // Finished projects come before the before/after group.
    expect(cards[0]).toContain('href="/api/forms/gallery-price-check/G-002"');
    expect(cards[1]).toContain('href="/api/forms/gallery-price-check/G-071"');
    // The boot script holds a tap on it until the island is alive (and follows it if the island never is).
    for (const card of cards) expect(card).toContain('data-enhanced-link=""');
    expect(html).not.toMatch(/<button[^>]*aria-haspopup/);
  });

  it('lets small category groups share a row: a group spans as many columns as it has pictures', () => {
    const many = Array.from({ length: 5 }, (_, i) => image(10 + i, { category: 'arbeitsprozess' }));
    const html = renderPage(<GalleryPage />, {
      data: [
        [GALLERY_IMAGES_QUERY_KEY, [image(1), image(2), image(3, { category: 'massivstufen' }), ...many]],
      ],
    });
    const groups = [...html.matchAll(/<section [^>]*class="([^"]*)"[^>]*>.*?<ul class="([^"]*)">/g)].map(
      ([, section, list]) => ({ section, list }),
    );
    expect(groups).toEqual([
      // Fertiges Projekt, 2 pictures: two columns wide from sm on, its list two columns.
      {
        section: expect.stringMatching(/(^| )sm:col-span-2( |$)/),
        list: expect.stringMatching(/grid-cols-1 sm:grid-cols-2$/),
      },
      // Arbeitsprozess, 5 pictures: a whole row at every width, four columns on a wide screen.
      {
        section: expect.stringMatching(/sm:col-span-2 lg:col-span-3 xl:col-span-4$/),
        list: expect.stringMatching(/xl:grid-cols-4$/),
      },
      // Massivstufen, 1 picture: one column, beside the others.
      { section: expect.stringMatching(/ sm:col-span-1$/), list: expect.stringMatching(/ grid-cols-1$/) },
    ]);
    for (const group of groups) expect(group.section).toMatch(/row-span-2 .*grid-rows-subgrid/);
  });

  it('loads the first picture of the page at once and the others lazily', () => {
    const html = renderPage(<GalleryPage />, {
      data: [[GALLERY_IMAGES_QUERY_KEY, [image(1), image(2), image(3, { category: 'arbeitsprozess' })]]],
    });
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toMatch(/loading="eager"/);
    expect(images[0]).toMatch(/fetchPriority="high"/i);
    for (const later of images.slice(1)) {
      expect(later).toMatch(/loading="lazy"/);
      expect(later).not.toMatch(/fetchPriority/i);
    }
  });
});

describe('the price-check form', () => {
  const html = renderPage(<QuoteRequestForm galleryNumber="G-071" onSent={() => undefined} />);

  it('is a real form: posted to its form route with the API’s names and the project as a hidden field', () => {
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.galleryPriceCheck);
    expect(form.noValidate).toBe(true);
    expect(form.fieldNames).toEqual([
      'galleryNumber',
      'customerName',
      'customerEmail',
      'customerPhone',
      'requestedService',
      'message',
      HONEYPOT_FIELD,
    ]);
    expect(form.hidden).toEqual({ galleryNumber: 'G-071' });
    expect(form.locked).toEqual([]);
    expect(form.submitButtons).toHaveLength(1);
  });

  it('offers the service as the browser’s own named select', () => {
    const select = onlyFormIn(html).controls.find((control) => control.name === 'requestedService');
    expect(select?.tag).toBe('select');
    for (const [value, label] of [
      ['concrete', 'Betonstufen verkleiden'],
      ['renovation', 'Treppe renovieren'],
      ['custom', 'Individuelle Lösung'],
    ])
      expect(html).toContain(`<option value="${value}">${label}</option>`);
  });
});

describe('ReferencesPage', () => {
  const project: ReferenceProject = {
    id: 'p1',
    title: 'Stiege in Döbling',
    location: 'Wien 19',
    description: 'Betonstufen mit Eiche verkleidet',
    category: 'concrete',
    imageUrl: '/objects/p1.webp',
    externalUrl: 'javascript:alert(1)',
  };

  it('shows 6 skeleton cards while loading, and the links to home and both calculators', () => {
    const html = renderPage(<ReferencesPage />);
    expect(countMatches(html, /data-testid="references-skeleton"/)).toBe(6);
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/concrete-calculator"');
    expect(html).toContain('href="/renovation-calculator"');
  });

  it('shows an error with retry, and the empty state', () => {
    const failed = textOf(
      renderPage(<ReferencesPage />, { errors: [[REFERENCE_PROJECTS_QUERY_KEY, notImplemented]] }),
    );
    expect(failed).toContain('Erneut versuchen');
    const empty = textOf(renderPage(<ReferencesPage />, { data: [[REFERENCE_PROJECTS_QUERY_KEY, []]] }));
    expect(empty).toContain('Noch keine Referenzprojekte verfügbar');
  });

  it('shows a project with its category label and drops an unsafe external link', () => {
    const html = renderPage(<ReferencesPage />, { data: [[REFERENCE_PROJECTS_QUERY_KEY, [project]]] });
    const text = textOf(html);
    expect(text).toContain('Stiege in Döbling');
    expect(text).toContain('Betonstufen-Verkleidung');
    expect(text).toContain('Wien 19');
    expect(html).not.toContain('javascript:');
  });

  it('loads the first project’s picture at once and the others lazily', () => {
    const second = { ...project, id: 'p2', imageUrl: '/objects/p2.webp' };
    const html = renderPage(<ReferencesPage />, {
      data: [[REFERENCE_PROJECTS_QUERY_KEY, [project, second]]],
    });
    const [first, later] = html.match(/<img [^>]*>/g) ?? [];
    expect(first).toMatch(/loading="eager"/);
    expect(first).toMatch(/fetchPriority="high"/i);
    expect(later).toMatch(/loading="lazy"/);
  });
});

describe('home fragments', () => {
  const homepage = (id: string, order: number | null, galleryNumber: string): HomepageImage => ({
    id,
    title: `Projekt ${id}`,
    description: null,
    imageUrl: `/objects/${id}.webp`,
    beforeImageUrl: `/objects/${id}-vorher.webp`,
    afterImageUrl: `/objects/${id}-nachher.webp`,
    homepageOrder: order,
    galleryNumber,
  });

  it('HomeProjects lists homepage images in order and renders nothing when empty or failed', () => {
    const text = textOf(
      renderPage(<HomeProjects />, {
        data: [[HOMEPAGE_IMAGES_QUERY_KEY, [homepage('b', null, 'G-002'), homepage('a', 1, 'G-001')]]],
      }),
    );
    expect(text).toContain('Ausgewählte Projekte');
    expect(text.indexOf('Projekt: G-001')).toBeLessThan(text.indexOf('Projekt: G-002'));
    expect(renderPage(<HomeProjects />, { data: [[HOMEPAGE_IMAGES_QUERY_KEY, []]] })).toBe('');
    expect(renderPage(<HomeProjects />, { errors: [[HOMEPAGE_IMAGES_QUERY_KEY, notImplemented]] })).toBe('');
  });

  it('HomeGalleryStrip shows at most 6 items with G-071 first, nothing when empty or failed', () => {
    const images = [...Array.from({ length: 8 }, (_, i) => image(i + 1)), featured];
    const html = renderPage(<HomeGalleryStrip />, { data: [[GALLERY_IMAGES_QUERY_KEY, images]] });
    expect(countMatches(html, /aria-haspopup="dialog"/)).toBe(6);
    // Two columns on a phone, three from 768 px: a phone takes the 400 px version, not the 800 px one.
    expect(countMatches(html, /sizes="\(min-width: 768px\) 33vw, 50vw"/)).toBe(6);
    const text = textOf(html);
    expect(text.indexOf('G-071')).toBeLessThan(text.indexOf('G-001'));
    expect(renderPage(<HomeGalleryStrip />, { data: [[GALLERY_IMAGES_QUERY_KEY, []]] })).toBe('');
    expect(renderPage(<HomeGalleryStrip />, { errors: [[GALLERY_IMAGES_QUERY_KEY, notImplemented]] })).toBe(
      '',
    );
  });

  it('HomeBeforeAfter: grey placeholder while loading, the G-071 slider when present, else nothing', () => {
    expect(renderPage(<HomeBeforeAfter />)).toContain('animate-pulse rounded-lg bg-gray-200');
    const html = renderPage(<HomeBeforeAfter />, {
      data: [[GALLERY_IMAGES_QUERY_KEY, [image(1), featured]]],
    });
    expect(html).toContain('role="slider"');
    expect(html).toContain('/objects/vorher.webp');
    expect(html).toContain('href="/gallery"');
    expect(textOf(html)).toContain('Weitere Referenzen ansehen');
    expect(renderPage(<HomeBeforeAfter />, { data: [[GALLERY_IMAGES_QUERY_KEY, [image(1)]]] })).toBe('');
    expect(renderPage(<HomeBeforeAfter />, { errors: [[GALLERY_IMAGES_QUERY_KEY, notImplemented]] })).toBe(
      '',
    );
  });
});

describe('BeforeAfterSlider', () => {
  it('starts at 75 %, 600 px wide at most, as an accessible slider', () => {
    const html = renderPage(<BeforeAfterSlider beforeSrc="/v.webp" afterSrc="/n.webp" alt="Stiege" />);
    expect(html).toContain('aria-valuenow="75"');
    expect(html).toContain('width:600px;max-width:100%');
    expect(html).toContain('clip-path:inset(0 25% 0 0)');
    expect(html).toContain('alt="Vorher: Stiege"');
  });

  it('clamps the initial position', () => {
    expect(
      renderPage(<BeforeAfterSlider beforeSrc="/v" afterSrc="/n" alt="x" initialPosition={140} />),
    ).toContain('aria-valuenow="100"');
  });
});
