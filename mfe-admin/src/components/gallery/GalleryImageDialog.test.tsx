import { type ReactNode } from 'react';
import { galleryImage, renderPage, textOf } from '@stairs/site/testing';
import { Dialog } from '@stairs/ui';
import { GALLERY_ADMIN_WRITE_TEXTS } from '../../lib/gallery-admin';
import { GalleryImageForm } from './GalleryImageDialog';

const noop = () => undefined;

/** The form inside the dialog's root (its title needs it); the portal of the content itself needs a browser. */
const inDialog = (form: ReactNode) => renderPage(<Dialog open>{form}</Dialog>);

describe('the gallery image dialog', () => {
  it('deletes an image where it is edited (/admin-gallery as well as /admin-references)', () => {
    const image = galleryImage(7, { title: 'Eichenstiege' });
    const text = textOf(
      inDialog(
        <GalleryImageForm image={image} images={[image]} texts={GALLERY_ADMIN_WRITE_TEXTS} onDone={noop} />,
      ),
    );
    expect(text).toContain('Bild bearbeiten');
    expect(text).toContain('Bild löschen');
  });

  it('has nothing to delete for a new image', () => {
    const text = textOf(
      inDialog(<GalleryImageForm image="new" images={[]} texts={GALLERY_ADMIN_WRITE_TEXTS} onDone={noop} />),
    );
    expect(text).toContain('Neues Galerie-Bild');
    expect(text).not.toContain('löschen');
  });
});
