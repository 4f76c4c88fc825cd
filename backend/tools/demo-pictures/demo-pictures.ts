import sharp from 'sharp';
import { DEMO_PICTURES, type DemoPicture, HERO_PICTURE } from '../../src/gallery/demo/demo-content';
import { hashString } from './svg-scene';
import { type FloorLook, type Look, renderStairScene, type StairDesign } from './stair-scene';

const OAK: Look = {
  color: '#c48f55',
  wood: { grain: '#7d4e24', density: 95, lamella: 0.07, figure: 5, knots: 0.04 },
  gloss: 0.35,
};
const LIGHT_OAK: Look = {
  color: '#dcb887',
  wood: { grain: '#9c7345', density: 90, lamella: 0.075, figure: 5, contrast: 0.9, knots: 0.03 },
  gloss: 0.4,
};
const WALNUT: Look = {
  color: '#5e3d28',
  wood: { grain: '#2a170c', density: 80, lamella: 0.09, figure: 6, contrast: 1.2 },
  gloss: 0.5,
};
const WORN_PINE: Look = {
  color: '#a2682f',
  wood: { grain: '#5a3212', density: 60, lamella: 0, figure: 4, contrast: 0.75, knots: 0.25 },
  worn: 1,
};
const LACQUERED_PINE: Look = {
  color: '#e3c28e',
  wood: { grain: '#a87a44', density: 60, lamella: 0, figure: 4, contrast: 1, knots: 0.25 },
  gloss: 0.8,
};
const PARQUET: Look = {
  color: '#c9bca6',
  wood: { grain: '#8f8270', density: 110, lamella: 0.095, board: 0.55, figure: 2, contrast: 0.8 },
  gloss: 0.25,
};
const BLOCK_OAK: Look = {
  color: '#b98650',
  wood: { grain: '#6f4520', density: 70, lamella: 0.12, figure: 4, contrast: 1.1, knots: 0.15 },
  gloss: 0.15,
};
const WHITE_PAINT: Look = { color: '#f1efea' };
const PLASTER: Look = { color: '#ece8e1' };
const OLD_PLASTER: Look = { color: '#cfc9be', worn: 0.6 };
const CONCRETE_BODY: Look = { color: '#8e8b85', concrete: true, worn: 0.5 };
const CONCRETE_WORN: Look = { color: '#8e8b85', concrete: true, worn: 1 };

const STONE_TILES: FloorLook = { kind: 'tiles', color: '#b9b2a6', joint: '#7c766c', size: 0.6 };
const LIGHT_TILES: FloorLook = { kind: 'tiles', color: '#d8d5cf', joint: '#a8a49c', size: 0.8 };
const OLD_TILES: FloorLook = { kind: 'tiles', color: '#a39b8f', joint: '#5f584e', size: 0.3 };
const OAK_FLOOR: FloorLook = { kind: 'planks', color: '#c9a172', joint: '#6e5034', size: 0.19 };
const PARQUET_FLOOR: FloorLook = { kind: 'planks', color: '#cbbfab', joint: '#7f7462', size: 0.2 };
const SCREED: FloorLook = { kind: 'screed', color: '#9d9890', joint: '#6a655d', size: 1 };

const WARM_WALL = '#f0ebe2';
const OLD_WALL = '#d6d0c5';

const SCENES = {
  'oak-stairs-finished': {
    geometryKey: 'oak',
    kind: 'massive',
    steps: 13,
    tread: OAK,
    riser: WHITE_PAINT,
    side: PLASTER,
    cladding: 0.04,
    wall: WARM_WALL,
    floor: STONE_TILES,
    balustrade: 'steel',
    wallRail: 'wood',
    door: true,
  },
  'walnut-stairs-finished': {
    geometryKey: 'walnut',
    kind: 'massive',
    steps: 13,
    tread: WALNUT,
    riser: WHITE_PAINT,
    side: PLASTER,
    cladding: 0.04,
    wall: '#eeece8',
    floor: LIGHT_TILES,
    balustrade: 'glass',
    wallRail: 'steel',
    exposure: 1.03,
  },
  'concrete-stairs-before': {
    geometryKey: 'renovation',
    kind: 'massive',
    steps: 13,
    tread: CONCRETE_WORN,
    riser: CONCRETE_WORN,
    side: CONCRETE_BODY,
    cladding: 0,
    wall: OLD_WALL,
    floor: OLD_TILES,
    balustrade: 'none',
    wallRail: 'steel',
    exposure: 0.93,
  },
  'renovated-stairs-after': {
    geometryKey: 'renovation',
    kind: 'massive',
    steps: 13,
    tread: LIGHT_OAK,
    riser: WHITE_PAINT,
    side: PLASTER,
    cladding: 0.04,
    wall: WARM_WALL,
    floor: OLD_TILES,
    balustrade: 'none',
    wallRail: 'steel',
    exposure: 1.03,
  },
  'worn-wood-stairs-before': {
    geometryKey: 'wooden',
    kind: 'stringer',
    steps: 13,
    tread: WORN_PINE,
    riser: { ...WORN_PINE, worn: 0.6 },
    side: OLD_PLASTER,
    cladding: 0.045,
    wall: OLD_WALL,
    floor: OLD_TILES,
    balustrade: 'wood',
    wallRail: 'none',
    exposure: 0.92,
  },
  'sanded-stairs-after': {
    geometryKey: 'wooden',
    kind: 'stringer',
    steps: 13,
    tread: LACQUERED_PINE,
    riser: { ...LACQUERED_PINE, gloss: 0 },
    side: PLASTER,
    cladding: 0.045,
    wall: WARM_WALL,
    floor: OLD_TILES,
    balustrade: 'wood',
    wallRail: 'none',
    exposure: 1.04,
  },
  'workshop-process': {
    geometryKey: 'workshop',
    kind: 'massive',
    steps: 13,
    tread: OAK,
    riser: WHITE_PAINT,
    side: CONCRETE_BODY,
    cladding: 0.04,
    cladSteps: 6,
    wall: OLD_WALL,
    floor: SCREED,
    balustrade: 'none',
    wallRail: 'none',
    workshop: true,
  },
  'parquet-treads': {
    geometryKey: 'parquet',
    kind: 'massive',
    steps: 13,
    tread: PARQUET,
    riser: WHITE_PAINT,
    side: PLASTER,
    cladding: 0.03,
    wall: WARM_WALL,
    floor: PARQUET_FLOOR,
    balustrade: 'steel',
    wallRail: 'none',
    door: true,
  },
  'block-steps': {
    geometryKey: 'block',
    kind: 'block',
    steps: 12,
    tread: BLOCK_OAK,
    riser: BLOCK_OAK,
    side: { color: '#4a4b4d' },
    cladding: 0.04,
    wall: WARM_WALL,
    floor: STONE_TILES,
    balustrade: 'none',
    wallRail: 'steel',
  },
  'cantilever-stairs': {
    geometryKey: 'cantilever',
    kind: 'cantilever',
    steps: 13,
    tread: OAK,
    riser: OAK,
    side: PLASTER,
    cladding: 0,
    wall: '#f3f1ec',
    floor: LIGHT_TILES,
    balustrade: 'glass',
    wallRail: 'none',
    exposure: 1.02,
  },
  hero: {
    geometryKey: 'hero',
    kind: 'massive',
    steps: 13,
    tread: LIGHT_OAK,
    riser: WHITE_PAINT,
    side: PLASTER,
    cladding: 0.04,
    wall: '#f4f1eb',
    floor: OAK_FLOOR,
    balustrade: 'glass',
    wallRail: 'none',
    window: true,
    plant: true,
    wide: true,
    exposure: 1.06,
  },
} satisfies Record<string, StairDesign>;

/** A scene this tool draws; the demo content names its pictures' scenes by these keys. */
export type DemoScene = keyof typeof SCENES;

export const DEMO_SCENES: readonly DemoScene[] = Object.keys(SCENES) as DemoScene[];

export function isDemoScene(scene: string): scene is DemoScene {
  return Object.hasOwn(SCENES, scene);
}

/** Every picture the site shows: the home page's hero and the demo content's pictures. */
export const SITE_PICTURES: readonly DemoPicture[] = [HERO_PICTURE, ...DEMO_PICTURES];

/** The drawing of a scene (before rendering and noise): the same for the same scene, size and variant. */
export function demoSceneSvg(
  scene: DemoScene,
  options: { width: number; height: number; variant: number },
): string {
  return renderStairScene(SCENES[scene], { ...options, seed: scene });
}

/**
 * A demo picture: the scene as SVG rendered by sharp/librsvg, with a little sensor noise so it looks like a
 * photo. The variant changes angle, light and colours slightly, so two pictures of a scene differ;
 * the 'before' and 'after' of a pair share camera and stair with the same variant.
 */
export async function renderDemoPicture(
  scene: DemoScene,
  options: { width?: number; height?: number; variant?: number } = {},
): Promise<Buffer> {
  const hero = scene === 'hero';
  const width = Math.round(options.width ?? (hero ? 1920 : 1600));
  const height = Math.round(options.height ?? (hero ? 1080 : 1200));
  const variant = options.variant ?? 1;
  const svg = demoSceneSvg(scene, { width, height, variant });
  const noise = sensorNoise(width, height, hashString(`${scene}:${variant}`));
  return (
    sharp(Buffer.from(svg))
      .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'soft-light' }])
      // 75 %: the committed pictures stay small (about 1.3 MB for all); the seed re-encodes them as WebP anyway.
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer()
  );
}

/** Grey film grain around mid-grey (sum of two uniform numbers, sigma about 9), seeded so pictures repeat. */
function sensorNoise(width: number, height: number, seed: number): Buffer {
  const noise = Buffer.alloc(width * height);
  let state = seed || 1;
  for (let i = 0; i < noise.length; i += 1) {
    // xorshift32: fast enough for two million pixels.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const a = state & 0xff;
    const b = (state >>> 8) & 0xff;
    noise[i] = 128 + Math.round((a + b - 255) * 0.09);
  }
  return noise;
}
