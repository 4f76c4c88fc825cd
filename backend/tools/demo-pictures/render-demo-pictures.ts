// Renders every picture the site shows into backend/assets/demo-pictures, where the seed reads them. Run it after
// changing a scene or the demo content's pictures, and commit the files:
//   npm run demo-pictures -w @stairs/backend
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { DEMO_PICTURES_DIR, demoPictureFile, demoPictureName } from '../../src/gallery/demo/demo-content';
import { isDemoScene, renderDemoPicture, SITE_PICTURES } from './demo-pictures';

async function renderAll(): Promise<void> {
  const rendered: [file: string, jpeg: Buffer][] = [];
  for (const picture of SITE_PICTURES) {
    if (!isDemoScene(picture.scene)) throw new Error(`No scene '${picture.scene}' in demo-pictures.ts`);
    const jpeg = await renderDemoPicture(picture.scene, { variant: picture.variant });
    rendered.push([demoPictureFile(picture), jpeg]);
    console.log(`${demoPictureName(picture)}.jpg  ${Math.round(jpeg.length / 1024)} KB`);
  }
  // A fresh folder: a picture the content no longer shows does not stay in the image.
  await rm(DEMO_PICTURES_DIR, { recursive: true, force: true });
  await mkdir(DEMO_PICTURES_DIR, { recursive: true });
  for (const [file, jpeg] of rendered) await writeFile(file, jpeg);
  const total = rendered.reduce((sum, [, jpeg]) => sum + jpeg.length, 0);
  console.log(`${rendered.length} pictures, ${Math.round(total / 1024)} KB in ${DEMO_PICTURES_DIR}`);
}

renderAll().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
