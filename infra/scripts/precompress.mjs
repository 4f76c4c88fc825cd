#!/usr/bin/env node
// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a build folder, once at build time,
// at the strongest settings (the gateway and nginx then serve them without compressing per request).
//   node infra/scripts/precompress.mjs <dist folder> [...]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text that compresses well; source maps are not served in production and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/server/ is the page renderer's Node build, never sent to a browser.
    if (entry.isDirectory() && entry.name !== 'server') yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Brotli and gzip copies of one file's content, at the strongest settings.
 * @param {Buffer} content @returns {Promise<[Buffer, Buffer]>}
 */
export function compressedCopies(content) {
  return Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/** @param {string} dir */
export async function precompress(dir) {
  let count = 0;
  let before = 0;
  let afterBrotli = 0;
  for await (const file of files(dir)) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gzipped] = await compressedCopies(content);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipped);
    count += 1;
    before += content.length;
    afterBrotli += br.length;
  }
  return { count, before, afterBrotli };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  for (const dir of process.argv.slice(2)) {
    if (!(await stat(dir).catch(() => null))?.isDirectory()) throw new Error(`${dir} is not a folder`);
    const { count, before, afterBrotli } = await precompress(dir);
    console.log(
      `[precompress] ${dir}: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(afterBrotli / 1024).toFixed(0)} KB brotli`,
    );
  }
}
