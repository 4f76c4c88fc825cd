import { renderPage, textOf } from '@stairs/site/testing';
import { GalleryAddPanel } from './GalleryAddPanel';

describe("the gallery admin's 'Bild hinzufügen'", () => {
  it('offers the upload and the image dialog, and no form of its own', () => {
    const html = renderPage(<GalleryAddPanel />);
    const text = textOf(html);
    expect(text).toContain('Bilder optimiert hochladen (empfohlen)');
    expect(text).toContain('Neues Galerie-Bild');
    // The dialog is the one form that creates an image: closed, nothing of it is on the tab.
    expect(html).not.toContain('<form');
    expect(text).not.toContain('Bild-URL');
  });
});
