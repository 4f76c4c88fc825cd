#!/usr/bin/env node
// @ts-check
// The nginx configuration the web image runs: nginx.conf with its page locations filled in from the page record
// (packages/contracts/src/pages.ts), so the production proxy knows the same pages as the local gateway and
// nobody copies a list by hand. Dockerfile.web writes it at build time:
//   node infra/production/nginx-conf.mjs > default.conf
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  nginxFormPageLocation,
  nginxPageLocation,
  nginxRenderedOnlyLocation,
} from '../gateway/page-routes.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf');

/** What each placeholder of nginx.conf stands for. */
const LOCATIONS = {
  '@PAGE_LOCATION@': nginxPageLocation(),
  '@RENDERED_ONLY_LOCATION@': nginxRenderedOnlyLocation(),
  '@FORM_PAGE_LOCATION@': nginxFormPageLocation(),
};

/** nginx.conf with every placeholder replaced; one left over (or missing) is an error, not a broken proxy. */
export function nginxConf(template = readFileSync(TEMPLATE, 'utf8')) {
  let conf = template;
  for (const [placeholder, value] of Object.entries(LOCATIONS)) {
    if (!conf.includes(placeholder)) throw new Error(`nginx.conf has no ${placeholder}`);
    conf = conf.replaceAll(placeholder, value);
  }
  const leftOver = /@[A-Z_]+@/.exec(conf);
  if (leftOver) throw new Error(`nginx.conf: unknown placeholder ${leftOver[0]}`);
  return conf;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.stdout.write(nginxConf());
}
