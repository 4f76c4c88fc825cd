import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DEMO_PICTURES_DIR, demoPictureFile, demoPictureName } from '../../src/gallery/demo/demo-content';
import {
  DEMO_SCENES,
  type DemoScene,
  demoSceneSvg,
  isDemoScene,
  renderDemoPicture,
  SITE_PICTURES,
} from './demo-pictures';

const isJpeg = (buffer: Buffer) => buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;

describe('demo pictures', () => {
  it('draws every scene the site shows, and no other', () => {
    expect(SITE_PICTURES.filter((picture) => !isDemoScene(picture.scene))).toEqual([]);
    expect(new Set(SITE_PICTURES.map((picture) => picture.scene))).toEqual(new Set(DEMO_SCENES));
  });

  // The seed reads these files: a picture added to the demo content without running the tool fails here.
  it('has the committed JPEG of every picture the site shows, and no other file', async () => {
    expect((await readdir(DEMO_PICTURES_DIR)).sort()).toEqual(
      SITE_PICTURES.map((picture) => `${demoPictureName(picture)}.jpg`).sort(),
    );
    for (const picture of SITE_PICTURES) {
      const { format, width, height } = await sharp(await readFile(demoPictureFile(picture))).metadata();
      expect([format, width, height]).toEqual(
        picture.scene === 'hero' ? ['jpeg', 1920, 1080] : ['jpeg', 1600, 1200],
      );
    }
  });

  it.each(DEMO_SCENES.map((scene) => [scene]))('renders %s as a JPEG of the default size', async (scene) => {
    const picture = await renderDemoPicture(scene);
    expect(isJpeg(picture)).toBe(true);
    const { format, width, height } = await sharp(picture).metadata();
    expect(format).toBe('jpeg');
    expect([width, height]).toEqual(scene === 'hero' ? [1920, 1080] : [1600, 1200]);
    // A photo-like picture, not a flat colour.
    expect(picture.length).toBeGreaterThan(30_000);
  });

  it('renders the requested size', async () => {
    const picture = await renderDemoPicture('block-steps', { width: 640, height: 400 });
    const { width, height } = await sharp(picture).metadata();
    expect([width, height]).toEqual([640, 400]);
  });

  it('draws a scene the same way for the same variant and differently for another', () => {
    const size = { width: 480, height: 360 };
    const first = demoSceneSvg('oak-stairs-finished', { ...size, variant: 1 });
    expect(demoSceneSvg('oak-stairs-finished', { ...size, variant: 1 })).toBe(first);
    expect(demoSceneSvg('oak-stairs-finished', { ...size, variant: 2 })).not.toBe(first);
  });

  it('renders the same bytes for the same variant and different ones for another', async () => {
    const size = { width: 480, height: 360 };
    const [first, again, other] = await Promise.all([
      renderDemoPicture('walnut-stairs-finished', { ...size, variant: 1 }),
      renderDemoPicture('walnut-stairs-finished', { ...size, variant: 1 }),
      renderDemoPicture('walnut-stairs-finished', { ...size, variant: 2 }),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it.each<[DemoScene, DemoScene]>([
    ['concrete-stairs-before', 'renovated-stairs-after'],
    ['worn-wood-stairs-before', 'sanded-stairs-after'],
  ])('draws %s and %s from the same camera', (before, after) => {
    const size = { width: 800, height: 600, variant: 3 };
    // The first shape is the back wall: same corners means same camera and room.
    const firstShape = (svg: string) => /<polygon points="([^"]+)"/.exec(svg)?.[1];
    const b = demoSceneSvg(before, size);
    expect(firstShape(b)).toBeDefined();
    expect(firstShape(demoSceneSvg(after, size))).toBe(firstShape(b));
    expect(firstShape(demoSceneSvg('oak-stairs-finished', size))).not.toBe(firstShape(b));
  });

  it.each<[DemoScene, DemoScene]>([
    ['concrete-stairs-before', 'renovated-stairs-after'],
    ['worn-wood-stairs-before', 'sanded-stairs-after'],
  ])('renders %s and %s at the same size', async (before, after) => {
    const [b, a] = await Promise.all([renderDemoPicture(before), renderDemoPicture(after)]);
    const [mb, ma] = await Promise.all([sharp(b).metadata(), sharp(a).metadata()]);
    expect([mb.width, mb.height]).toEqual([ma.width, ma.height]);
    expect(b.equals(a)).toBe(false);
  });
});
