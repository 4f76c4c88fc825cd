import sharp from 'sharp';
import { DECODE_OPTIONS } from '../storage/image-inspection';

/** What the local provider can see in a picture: shape, light and colour, measured with sharp. */
export interface ImageMeasurements {
  width: number;
  height: number;
  orientation: 'landscape' | 'portrait' | 'square';
  /** 0 (black) – 255 (white), perceived brightness of the mean colour. */
  brightness: number;
  /** Mean of the channels' standard deviations: low = calm, high = contrasty. */
  contrast: number;
  /** Red minus blue of the mean colour: > 0 warm, < 0 cool. */
  warmth: number;
  dominant: { r: number; g: number; b: number };
}

export async function measureImage(bytes: Buffer): Promise<ImageMeasurements> {
  const image = sharp(bytes, DECODE_OPTIONS).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  // A small copy is enough for colour statistics and keeps a 12 MP photo cheap.
  const small = await image.clone().resize(256, 256, { fit: 'inside' }).removeAlpha().toBuffer();
  const stats = await sharp(small).stats();
  const [r, g, b] = stats.channels.map((channel) => channel.mean) as [number, number, number];
  const contrast = stats.channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
  const ratio = width / Math.max(1, height);
  return {
    width,
    height,
    orientation: ratio > 1.15 ? 'landscape' : ratio < 0.87 ? 'portrait' : 'square',
    brightness: 0.299 * r + 0.587 * g + 0.114 * b,
    contrast,
    warmth: r - b,
    dominant: stats.dominant,
  };
}

/** Hue (0–360), saturation and lightness (0–1) of an RGB colour. */
export function toHsl({ r, g, b }: { r: number; g: number; b: number }): { h: number; s: number; l: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = ((gn - bn) / d + (gn < bn ? 6 : 0)) * 60;
  else if (max === gn) h = ((bn - rn) / d + 2) * 60;
  else h = ((rn - gn) / d + 4) * 60;
  return { h, s, l };
}
