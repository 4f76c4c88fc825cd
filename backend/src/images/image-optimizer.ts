import { GALLERY_LIMITS } from '@stairs/contracts';
import sharp from 'sharp';

export interface OptimizedImage {
  /** WebP, long side at most 1920 px, EXIF rotation applied, no metadata. */
  image: Buffer;
  width: number;
  height: number;
  /** WebP, long side at most 400 px. */
  thumbnail: Buffer;
}

/** WebP quality: about 80 % keeps wood grain sharp while a 12 MP phone photo ends up at a few hundred KB. */
const WEBP_QUALITY = 80;

/**
 * A phone photo made fit for the web: turned upright by its EXIF orientation, stripped of metadata (location,
 * camera), scaled so the long side is at most 1920 px (never enlarged), WebP at about 80 %, and a 400 px
 * thumbnail. Every browser the site supports shows WebP, so no JPEG fallback is kept.
 */
export async function optimizeImage(original: Buffer): Promise<OptimizedImage> {
  // rotate() without arguments applies the EXIF orientation; sharp drops metadata unless asked to keep it.
  const upright = sharp(original, { failOn: 'error' }).rotate();
  const resize = (side: number) => ({
    width: side,
    height: side,
    fit: 'inside' as const,
    withoutEnlargement: true,
  });
  const { data: image, info } = await upright
    .clone()
    .resize(resize(GALLERY_LIMITS.optimizedLongSide))
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await upright
    .clone()
    .resize(resize(GALLERY_LIMITS.thumbnailLongSide))
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
  return { image, width: info.width, height: info.height, thumbnail };
}

/** Keys of the optimized image and thumbnail of an original: fixed names, so a repeated job finds them. */
export function optimizedKeys(originalKey: string): { image: string; thumbnail: string } {
  const base = originalKey.slice(0, originalKey.lastIndexOf('.'));
  return { image: `${base}.w1920.webp`, thumbnail: `${base}.w400.webp` };
}

/** True for a key that is itself an optimized version (nothing left to do). */
export function isOptimizedKey(key: string): boolean {
  return /\.w(1920|400)\.webp$/.test(key);
}
