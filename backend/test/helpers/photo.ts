import sharp from 'sharp';

/**
 * A photo-like JPEG, like a phone picture of a wooden stair: noise over a wood-coloured gradient compresses like a
 * real photo, unlike a flat colour (4000 × 3000 is over 2 MB). With `orientation`, it carries that EXIF rotation.
 */
export async function photoLikeJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#8a5a2b"/><stop offset="1" stop-color="#e8d2b0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const image = sharp(gradient).composite([{ input: noise, blend: 'soft-light' }]);
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 92 }).toBuffer();
}
