/**
 * Seamless noise tiles for concrete, screed and plaster, computed here (tileable value noise in a few octaves
 * plus pores) and embedded in the SVG as PNG data URIs. librsvg renders a pattern again for every shape that
 * uses it, so blitting a small image is much cheaper than an feTurbulence filter.
 */
import { deflateSync } from 'node:zlib';
import { Random } from './svg-scene';

export interface NoiseOptions {
  size: number;
  seed: number;
  /** Lattice cells of the coarsest octave across the tile. */
  cells: number;
  octaves: number;
  /** Alpha of the darkest blotch (0..1). */
  strength: number;
  /** Dark pores per tile. */
  pores: number;
}

/** A black RGBA tile whose alpha is the noise, as a `data:image/png;base64,…` URI. */
export function noiseTile(options: NoiseOptions): string {
  const { size, strength } = options;
  const random = new Random(options.seed);
  const field = new Float32Array(size * size);
  let amplitude = 1;
  let total = 0;
  for (let octave = 0; octave < options.octaves; octave += 1) {
    const cells = options.cells << octave;
    const lattice = Float32Array.from({ length: cells * cells }, () => random.next());
    const at = (x: number, y: number) => lattice[(y % cells) * cells + (x % cells)] as number;
    for (let py = 0; py < size; py += 1) {
      const fy = (py / size) * cells;
      const y0 = Math.floor(fy);
      const ty = smooth(fy - y0);
      for (let px = 0; px < size; px += 1) {
        const fx = (px / size) * cells;
        const x0 = Math.floor(fx);
        const tx = smooth(fx - x0);
        const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
        const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
        field[py * size + px] = (field[py * size + px] as number) + (top + (bottom - top) * ty) * amplitude;
      }
    }
    total += amplitude;
    amplitude *= 0.55;
  }
  const rgba = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i += 1) {
    const v = (field[i] as number) / total;
    // Darker where the noise is low; the bright half stays clear.
    rgba[i * 4 + 3] = Math.round(Math.min(1, Math.max(0, (0.56 - v) * 2.6)) * strength * 255);
  }
  for (let k = 0; k < options.pores; k += 1) {
    const x = random.int(0, size - 1);
    const y = random.int(0, size - 1);
    const alpha = Math.round(random.range(0.35, 0.8) * 255);
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      if (dx + dy > 0 && random.chance(0.6)) continue;
      const i = ((y + dy) % size) * size + ((x + dx) % size);
      rgba[i * 4 + 3] = Math.max(rgba[i * 4 + 3] as number, alpha);
    }
  }
  return `data:image/png;base64,${encodePng(size, size, rgba).toString('base64')}`;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 4 + 1)] = 0;
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
