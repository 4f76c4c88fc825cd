import { titleFromFileName } from './title-from-file-name';

describe('titleFromFileName', () => {
  it('keeps a name that reads like words, without separators and the extension', () => {
    expect(titleFromFileName('treppe-eiche_2.jpg')).toBe('treppe eiche 2');
    expect(titleFromFileName('Nussbaum Stiege Döbling.webp')).toBe('Nussbaum Stiege Döbling');
    expect(titleFromFileName('e2e-treppe-eiche.jpg')).toBe('treppe eiche');
  });

  it("drops a device's naming and the numbers before the first word", () => {
    expect(titleFromFileName('IMG_2041 nussbaum-stiege.jpeg')).toBe('nussbaum stiege');
    expect(titleFromFileName('PXL_20260501_101203 kellerstiege.jpg')).toBe('kellerstiege');
  });

  it('gives no title for a name that does not read like words', () => {
    for (const name of [
      'IMG_2041.jpg',
      'photo 4000x3000.jpg',
      'DSC01234.JPG',
      'WhatsApp Image 2026-05-01 at 10.12.03.jpeg',
      'Screenshot 2026-05-01 101203.png',
      '20260501_101203.jpg',
      'a.jpg',
      undefined,
      '',
    ])
      expect(titleFromFileName(name)).toBe('');
  });
});
