import { GALLERY_IMAGE_WIDTHS, imageVersionNames, type ImageVersion } from '@stairs/contracts';
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../storage/image-inspection';

export interface OptimizedImage {
  /** WebP, long side at most 1920 px, EXIF rotation applied, no metadata. */
  image: Buffer;
  width: number;
  height: number;
  /** WebP, long side at most 800 px: what a phone's full-width card loads. */
  medium: Buffer;
  /** WebP, long side at most 400 px. */
  thumbnail: Buffer;
}

/** WebP quality: about 80 % keeps wood grain sharp while a 12 MP phone photo ends up at a few hundred KB. */
const WEBP_QUALITY = 80;

/** A WebP of `picture` whose long side is at most `side` px (never enlarged). */
function webpVersion(picture: sharp.Sharp, side: number) {
  return picture
    .clone()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: 4 });
}

/**
 * A phone photo made fit for the web: turned upright by its EXIF orientation, stripped of metadata (location,
 * camera), scaled so the long side is at most 1920 px (never enlarged), WebP at about 80 %, with an 800 px and a
 * 400 px version. Every browser the site supports shows WebP, so no JPEG fallback is kept.
 */
export async function optimizeImage(original: Buffer): Promise<OptimizedImage> {
  // rotate() without arguments applies the EXIF orientation; sharp drops metadata unless asked to keep it.
  const upright = sharp(original, DECODE_OPTIONS).rotate();
  const { data: image, info } = await webpVersion(upright, GALLERY_IMAGE_WIDTHS.image).toBuffer({
    resolveWithObject: true,
  });
  const medium = await webpVersion(upright, GALLERY_IMAGE_WIDTHS.medium).toBuffer();
  const thumbnail = await webpVersion(upright, GALLERY_IMAGE_WIDTHS.thumbnail).toBuffer();
  return { image, width: info.width, height: info.height, medium, thumbnail };
}

/** The middle size of an already optimized image (for pictures stored before there was one). */
export async function mediumVersionOf(optimized: Buffer): Promise<Buffer> {
  return webpVersion(sharp(optimized, DECODE_OPTIONS), GALLERY_IMAGE_WIDTHS.medium).toBuffer();
}

/**
 * Keys of the optimized versions of an original: fixed names (imageVersionNames, the names the pages find them
 * by), so a repeated job finds them.
 */
export function optimizedKeys(originalKey: string): Record<ImageVersion, string> {
  return imageVersionNames(originalKey.slice(0, originalKey.lastIndexOf('.')));
}

/** True for a key that is itself an optimized version (nothing left to do). */
export function isOptimizedKey(key: string): boolean {
  return new RegExp(`\\.w(${Object.values(GALLERY_IMAGE_WIDTHS).join('|')})\\.webp$`).test(key);
}
