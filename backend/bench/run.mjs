#!/usr/bin/env node
// `npm run bench -w @stairs/backend`: runs every benchmark script in this folder (each *.mjs except this one),
// one after the other so they do not compete for the two cores. Extra arguments go to every script.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scripts = readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== 'run.mjs')
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, [join(here, script), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
