#!/usr/bin/env node
// Image optimization benchmark: a 12 MP phone-photo-like JPEG (a demo stair picture enlarged, with sensor noise,
// about 2–4 MB like a phone photo) through the `images` worker's pipeline (optimizeImage from dist). Prints figures.
//
//   npm run build -w @stairs/backend && node backend/bench/image-optimize.mjs [--runs 5]
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
if (!existsSync(join(dist, 'images', 'image-optimizer.js'))) {
  console.error(`Missing ${dist}: build first (npm run build -w @stairs/backend).`);
  process.exit(1);
}
const { values } = parseArgs({ strict: false, options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { optimizeImage } = require(join(dist, 'images', 'image-optimizer.js'));
const { demoPictureFile } = require(join(dist, 'gallery', 'demo', 'demo-content.js'));

const width = 4000;
const height = 3000;
const scene = await sharp(demoPictureFile({ scene: 'oak-stairs-finished', variant: 1 }))
  .resize(width, height)
  .toBuffer();
const noise = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 16 },
  },
})
  .png()
  .toBuffer();
const photo = await sharp(scene)
  .composite([{ input: noise, blend: 'overlay' }])
  .jpeg({ quality: 92 })
  .toBuffer();

const times = [];
let result;
for (let i = 0; i < runs; i += 1) {
  const started = process.hrtime.bigint();
  result = await optimizeImage(photo);
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`input:      ${width}×${height} JPEG, ${kb(photo.length)}`);
console.log(
  `output:     ${result.width}×${result.height} WebP, ${kb(result.image.length)} (${((result.image.length / photo.length) * 100).toFixed(1)} % of the input)`,
);
console.log(`thumbnail:  ${kb(result.thumbnail.length)}`);
console.log(
  `time:       median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms over ${runs} runs`,
);
