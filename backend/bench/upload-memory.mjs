#!/usr/bin/env node
// Memory of the API under concurrent photo uploads: `--uploads 20` bodies of `--megabytes 50` each at once to
// POST /api/blog/quick-upload of the real API (dist/main.js) on 127.0.0.1, once junk and once junk behind a JPEG
// signature. Samples the API's resident memory (/proc/<pid>/status) every 20 ms and prints it before, at its
// peak and after each round, with the answers' statuses. Prints; asserts nothing (target: peak below 800 MB).
//
//   npm run build -w @stairs/backend && node backend/bench/upload-memory.mjs [--uploads 20] [--megabytes 50]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { requireBuild, startBenchApi } from './lib/bench-api.mjs';

requireBuild();
const { values } = parseArgs({
  options: { uploads: { type: 'string', default: '20' }, megabytes: { type: 'string', default: '50' } },
});
const uploads = Number(values.uploads);
const bytes = Number(values.megabytes) * 1024 * 1024;
const apiPort = 3195;

/** @param {number} pid resident memory in MB */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/** @param {Buffer} body @returns {Promise<number | string>} the status, or the error that ended the request */
function upload(body) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: 'POST',
        path: '/api/blog/quick-upload?filename=stiege.jpg',
        headers: { 'Content-Type': 'image/jpeg', 'Content-Length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code ?? 'error'));
    req.end(body);
  });
}

/** @param {number} pid @param {string} name @param {Buffer} body */
async function round(pid, name, body) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: uploads }, () => upload(body)));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const counts = Object.entries(
    statuses.reduce((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(
    `| ${name} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${rssMb(pid).toFixed(0)} | ${((Date.now() - started) / 1000).toFixed(1)} | ${counts} |`,
  );
}

const api = await startBenchApi({ port: apiPort, env: { RATE_LIMIT_LEADS: '1000000' } });
try {
  const junk = Buffer.alloc(bytes, 0x5a);
  const jpegSignature = Buffer.from(junk);
  jpegSignature.set([0xff, 0xd8, 0xff, 0xe0], 0);
  console.log(`${uploads} concurrent POST /api/blog/quick-upload of ${values.megabytes} MB each`);
  console.log('| bodies | RSS before MB | peak MB | after MB | s | answers |');
  console.log('|---|---:|---:|---:|---:|---|');
  await round(api.pid, 'junk', junk);
  await round(api.pid, 'JPEG signature, then junk', jpegSignature);
} finally {
  await api.stop();
}
