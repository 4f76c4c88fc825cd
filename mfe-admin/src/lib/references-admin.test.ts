import {
  activeLabel,
  canSubmitReference,
  EMPTY_REFERENCE_FORM,
  REFERENCES_ADMIN_TEXTS,
  toReferenceInput,
} from './references-admin';

describe('the reference project form', () => {
  const filled = {
    ...EMPTY_REFERENCE_FORM,
    title: 'Stiege',
    location: 'Wien',
    description: 'Eiche',
    imageUrl: '/objects/a.webp',
  };

  it('needs title, location, description and image', () => {
    expect(canSubmitReference(filled)).toBe(true);
    for (const field of ['title', 'location', 'description', 'imageUrl'] as const) {
      expect(canSubmitReference({ ...filled, [field]: ' ' })).toBe(false);
    }
  });

  it('parses the sort order with fallback 0 and sends an empty external URL as null', () => {
    expect(toReferenceInput({ ...filled, sortOrder: 'x' })).toMatchObject({
      sortOrder: 0,
      externalUrl: null,
    });
    expect(toReferenceInput({ ...filled, sortOrder: '7', externalUrl: ' https://a.at ' })).toMatchObject({
      sortOrder: 7,
      externalUrl: 'https://a.at',
    });
  });
});

describe('the references admin', () => {
  it('shows the active flag as Aktiv or Inaktiv', () => {
    expect(activeLabel(true)).toBe('Aktiv');
    expect(activeLabel(false)).toBe('Inaktiv');
  });
});

describe('the demo-content toast', () => {
  it('counts in German', () => {
    expect(REFERENCES_ADMIN_TEXTS.demoRemovedDescription(1, 1)).toBe(
      '1 Galerie-Bild und 1 Referenzprojekt wurden gelöscht.',
    );
    expect(REFERENCES_ADMIN_TEXTS.demoRemovedDescription(12, 0)).toBe(
      '12 Galerie-Bilder und 0 Referenzprojekte wurden gelöscht.',
    );
  });
});
