import sharp from 'sharp';
import { blackPng } from '../../test/helpers/huge-png';
import { photoLikeJpeg } from '../../test/helpers/photo';
import { isOptimizedKey, mediumVersionOf, optimizedKeys, optimizeImage } from './image-optimizer';

describe('optimizeImage', () => {
  it('refuses to decode a 16000×16000 picture of 31 KB that reached the storage (more pixels than an upload may have)', async () => {
    // libvips raises the pixel limit from the header, before it decodes a pixel (no timing needed to show it).
    await expect(optimizeImage(blackPng(16000, 16000))).rejects.toThrow(/pixel limit/i);
  });

  it('turns a 4000×3000 photo into a WebP of at most 1920 px and 500 KB, with a 400 px thumbnail', async () => {
    const original = await photoLikeJpeg(4000, 3000);
    expect(original.length).toBeGreaterThan(2_000_000);

    const result = await optimizeImage(original);

    const image = await sharp(result.image).metadata();
    expect(image.format).toBe('webp');
    expect(Math.max(image.width ?? 0, image.height ?? 0)).toBe(1920);
    expect(result.image.length).toBeLessThanOrEqual(500 * 1024);
    const medium = await sharp(result.medium).metadata();
    expect(Math.max(medium.width ?? 0, medium.height ?? 0)).toBe(800);
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(400);
  }, 60_000);

  it('makes the middle size of a picture optimized before there was one', async () => {
    const { image } = await optimizeImage(await photoLikeJpeg(2400, 1800));
    const medium = await sharp(await mediumVersionOf(image)).metadata();
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 800, 600]);
  });

  it('applies the EXIF rotation and keeps no metadata', async () => {
    // Orientation 6: stored landscape, shown portrait.
    const original = await photoLikeJpeg(1200, 800, 6);
    const result = await optimizeImage(original);
    const metadata = await sharp(result.image).metadata();
    expect([metadata.width, metadata.height]).toEqual([800, 1200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const result = await optimizeImage(await photoLikeJpeg(640, 480));
    expect([result.width, result.height]).toEqual([640, 480]);
  });

  it('names the versions after the original', () => {
    expect(optimizedKeys('gallery/ab12.jpg')).toEqual({
      image: 'gallery/ab12.w1920.webp',
      medium: 'gallery/ab12.w800.webp',
      thumbnail: 'gallery/ab12.w400.webp',
    });
    expect(isOptimizedKey('gallery/ab12.w1920.webp')).toBe(true);
    expect(isOptimizedKey('gallery/ab12.w800.webp')).toBe(true);
    expect(isOptimizedKey('gallery/ab12.jpg')).toBe(false);
  });
});
