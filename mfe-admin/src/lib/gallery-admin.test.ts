import { galleryImage } from '@stairs/site/testing';
import {
  adminTitleOf,
  GALLERY_ADMIN_TEXTS,
  canSubmitGalleryForm,
  EMPTY_GALLERY_FORM,
  formFromImage,
  parseHomepageOrder,
  toGalleryImageInput,
} from './gallery-admin';

const filled = { ...EMPTY_GALLERY_FORM, title: 'Eiche', imageUrl: '/objects/gallery/a.jpg' };

describe('the gallery add form', () => {
  it('can be sent only with title and image, and with both pictures of a before/after pair', () => {
    expect(canSubmitGalleryForm(EMPTY_GALLERY_FORM)).toBe(false);
    expect(canSubmitGalleryForm({ ...filled, title: '  ' })).toBe(false);
    expect(canSubmitGalleryForm(filled)).toBe(true);
    expect(canSubmitGalleryForm({ ...filled, isBeforeAfter: true, beforeImageUrl: '/objects/v.jpg' })).toBe(
      false,
    );
    expect(
      canSubmitGalleryForm({
        ...filled,
        isBeforeAfter: true,
        beforeImageUrl: '/objects/v.jpg',
        afterImageUrl: '/objects/n.jpg',
      }),
    ).toBe(true);
  });

  it('accepts homepage orders 1 to 10 or none', () => {
    expect(parseHomepageOrder('')).toBeNull();
    expect(parseHomepageOrder('1')).toBe(1);
    expect(parseHomepageOrder('10')).toBe(10);
    expect(parseHomepageOrder('0')).toBe('invalid');
    expect(parseHomepageOrder('11')).toBe('invalid');
    expect(parseHomepageOrder('2.5')).toBe('invalid');
    expect(canSubmitGalleryForm({ ...filled, homepageOrder: '12' })).toBe(false);
  });

  it('sends before/after images as vorher_nachher and empty optional fields as null', () => {
    const input = toGalleryImageInput({
      ...filled,
      category: 'massivstufen',
      isBeforeAfter: true,
      beforeImageUrl: ' /objects/v.jpg ',
      afterImageUrl: '/objects/n.jpg',
      homepageOrder: '3',
    });
    expect(input).toMatchObject({
      category: 'vorher_nachher',
      beforeImageUrl: '/objects/v.jpg',
      description: null,
      externalUrl: null,
      homepageOrder: 3,
    });
  });

  it('round-trips an image through the edit form', () => {
    const image = galleryImage(4, {
      title: 'T',
      category: 'blockstufen',
      showOnHomepage: true,
      homepageOrder: 2,
    });
    expect(toGalleryImageInput(formFromImage(image))).toMatchObject({
      title: 'T',
      category: 'blockstufen',
      isActive: true,
      sortOrder: 4,
      showOnHomepage: true,
      homepageOrder: 2,
    });
  });
});

describe('adminTitleOf', () => {
  it("names an untitled upload 'Ohne Titel' until the operator gives it a title", () => {
    expect(adminTitleOf({ title: '' })).toBe('Ohne Titel');
    expect(adminTitleOf({ title: 'Eichenstufen' })).toBe('Eichenstufen');
  });
});

describe('the upload toasts', () => {
  it('count pictures in German', () => {
    expect(GALLERY_ADMIN_TEXTS.uploadBatchStarted(1)).toBe('Upload gestartet, 1 Bild wird verarbeitet...');
    expect(GALLERY_ADMIN_TEXTS.uploadBatchStarted(3)).toBe(
      'Upload gestartet, 3 Bilder werden verarbeitet...',
    );
    expect(GALLERY_ADMIN_TEXTS.uploadBatchSummary(1, 1)).toBe(
      '1 Bild optimiert und als INAKTIV gespeichert. 1 fehlgeschlagen.',
    );
  });
});
