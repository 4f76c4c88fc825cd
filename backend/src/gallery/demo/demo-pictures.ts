import sharp from 'sharp';
import { type Material, renderStairSvg, type StairScene } from './stair-scene';

export type DemoScene =
  | 'oak-stairs-finished'
  | 'walnut-stairs-finished'
  | 'concrete-stairs-before'
  | 'renovated-stairs-after'
  | 'worn-wood-stairs-before'
  | 'sanded-stairs-after'
  | 'workshop-process'
  | 'parquet-treads'
  | 'block-steps'
  | 'cantilever-stairs'
  | 'hero';

const OAK: Material = { base: '#c08a52', dark: '#8d5a2e', light: '#dcae78', grain: true };
const LIGHT_OAK: Material = { base: '#d9b589', dark: '#a9824f', light: '#ecd3ad', grain: true };
const WALNUT: Material = { base: '#5e3b24', dark: '#3a2416', light: '#7d5234', grain: true };
const WORN_PINE: Material = { base: '#9c7b52', dark: '#6d5233', light: '#b39570', grain: true, worn: true };
const SANDED_PINE: Material = { base: '#d7b482', dark: '#b08a58', light: '#ebd2a8', grain: true };
const PARQUET: Material = { base: '#cbbba3', dark: '#9d8d76', light: '#e2d6c4', grain: true };
const CONCRETE: Material = {
  base: '#8a8680',
  dark: '#5f5b55',
  light: '#a29e97',
  grain: false,
  speckled: true,
};
const WHITE: Material = { base: '#eeebe5', dark: '#d6d2ca', light: '#fbfaf7', grain: false };
const STONE_FLOOR: Material = {
  base: '#a9a49b',
  dark: '#7d786f',
  light: '#c9c4bb',
  grain: false,
  speckled: true,
};
const WARM_WALL = { base: '#f1ece2', shade: '#bdb4a5' };
const GREY_WALL = { base: '#cfccc5', shade: '#8f8b83' };

const SCENES: Record<DemoScene, Omit<StairScene, 'width' | 'height' | 'variant'>> = {
  'oak-stairs-finished': {
    steps: 9,
    tread: OAK,
    riser: WHITE,
    treadThickness: 0.04,
    cantilever: false,
    wall: WARM_WALL,
    floor: OAK,
  },
  'walnut-stairs-finished': {
    steps: 9,
    tread: WALNUT,
    riser: WHITE,
    treadThickness: 0.04,
    cantilever: false,
    wall: WARM_WALL,
    floor: STONE_FLOOR,
  },
  'concrete-stairs-before': {
    steps: 9,
    tread: { ...CONCRETE, worn: true },
    riser: CONCRETE,
    treadThickness: 0,
    cantilever: false,
    wall: GREY_WALL,
    floor: STONE_FLOOR,
  },
  'renovated-stairs-after': {
    steps: 9,
    tread: LIGHT_OAK,
    riser: WHITE,
    treadThickness: 0.04,
    cantilever: false,
    wall: WARM_WALL,
    floor: STONE_FLOOR,
  },
  'worn-wood-stairs-before': {
    steps: 10,
    tread: WORN_PINE,
    riser: WORN_PINE,
    treadThickness: 0.035,
    cantilever: false,
    wall: GREY_WALL,
    floor: STONE_FLOOR,
  },
  'sanded-stairs-after': {
    steps: 10,
    tread: SANDED_PINE,
    riser: SANDED_PINE,
    treadThickness: 0.035,
    cantilever: false,
    wall: WARM_WALL,
    floor: STONE_FLOOR,
  },
  'workshop-process': {
    steps: 9,
    tread: OAK,
    riser: WHITE,
    treadThickness: 0.04,
    cantilever: false,
    wall: GREY_WALL,
    floor: STONE_FLOOR,
    unfinishedFrom: 4,
    workshop: true,
  },
  'parquet-treads': {
    steps: 9,
    tread: PARQUET,
    riser: WHITE,
    treadThickness: 0.03,
    cantilever: false,
    wall: WARM_WALL,
    floor: PARQUET,
  },
  'block-steps': {
    steps: 8,
    tread: OAK,
    riser: null,
    treadThickness: 0.12,
    cantilever: false,
    wall: WARM_WALL,
    floor: STONE_FLOOR,
  },
  'cantilever-stairs': {
    steps: 10,
    tread: OAK,
    riser: null,
    treadThickness: 0.07,
    cantilever: true,
    wall: WARM_WALL,
    floor: STONE_FLOOR,
  },
  hero: {
    steps: 11,
    tread: LIGHT_OAK,
    riser: WHITE,
    treadThickness: 0.04,
    cantilever: false,
    wall: WARM_WALL,
    floor: LIGHT_OAK,
    window: true,
  },
};

export const DEMO_SCENES = Object.keys(SCENES) as DemoScene[];

/** The drawing of a scene (before rendering and noise): the same for the same scene, size and variant. */
export function demoSceneSvg(
  scene: DemoScene,
  options: { width: number; height: number; variant: number },
): string {
  return renderStairSvg({ ...SCENES[scene], ...options });
}

/**
 * A demo picture rendered on this machine: the scene as SVG (sharp/librsvg) with a little sensor noise so it
 * compresses and looks like a photo. The variant changes angle and light, so two pictures of a scene differ.
 */
export async function renderDemoPicture(
  scene: DemoScene,
  options: { width?: number; height?: number; variant?: number } = {},
): Promise<Buffer> {
  const hero = scene === 'hero';
  const width = options.width ?? (hero ? 1920 : 1600);
  const height = options.height ?? (hero ? 1080 : 1200);
  const svg = demoSceneSvg(scene, { width, height, variant: options.variant ?? 1 });
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
