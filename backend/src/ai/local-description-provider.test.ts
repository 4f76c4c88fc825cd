import sharp from 'sharp';
import { LocalDescriptionProvider, materialOf } from './local-description-provider';

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('LocalDescriptionProvider', () => {
  const provider = new LocalDescriptionProvider();

  it('writes different German texts for different pictures, from what it measures', async () => {
    const walnut = await provider.describe({
      image: await picture(600, 900, '#4a2f1d'),
      contentType: 'image/jpeg',
      title: 'Nussbaumstufen',
      categoryLabel: 'Massivstufen',
    });
    const concrete = await provider.describe({
      image: await picture(1200, 800, '#b9b9b6'),
      contentType: 'image/jpeg',
      title: 'Nussbaumstufen',
      categoryLabel: 'Massivstufen',
    });
    expect(walnut).not.toBe(concrete);
    // The title stands above the description on every card: the text does not begin with it again.
    expect(walnut).not.toContain('Nussbaumstufen');
    expect(walnut).toMatch(/^Die [^.]* Aufnahme im Hochformat/);
    expect(walnut).toContain('Hochformat');
    expect(walnut).toContain('Nussbaum');
    expect(concrete).toContain('Querformat');
    expect(concrete).toContain('Sichtbeton');
    expect(walnut).toContain('Massive Holzstufen');
  });

  it('names wood tones by colour', () => {
    expect(materialOf({ r: 225, g: 200, b: 160 })).toContain('Ahorn');
    expect(materialOf({ r: 150, g: 105, b: 60 })).toContain('Eiche');
    expect(materialOf({ r: 70, g: 45, b: 28 })).toContain('Nussbaum');
    expect(materialOf({ r: 250, g: 250, b: 250 })).toContain('weiß');
  });
});
