// @ts-check
// Preparation shared by `npm start` and `npm test`: dependencies, Debian's Chromium, reachable services.
// Only Node built-ins here: this runs before `npm ci` has installed anything.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Environment for every child: never let an install download a browser; no turbo telemetry. */
export const baseEnv = {
  ...process.env,
  PUPPETEER_SKIP_DOWNLOAD: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

/** @param {string} message */
export function log(message) {
  process.stdout.write(`\x1b[36m[stairs]\x1b[0m ${message}\n`);
}

/**
 * Runs a command in the foreground and exits the process when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? baseEnv,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    log(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** npm ci when node_modules is missing or older than the lockfile. */
function ensureDependencies() {
  const lock = path.join(repoRoot, 'package-lock.json');
  const installed = path.join(repoRoot, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) {
    log('Dependencies are installed.');
    return;
  }
  log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** @typedef {{ debianPackage: string; file: string; purpose: string }} SystemPackage */

/** What the site needs from Debian: a browser for the quote PDFs and the end-to-end tests. */
export const CHROMIUM = /** @type {SystemPackage} */ ({
  debianPackage: 'chromium',
  file: baseEnv.CHROMIUM_PATH,
  purpose: 'quote PDFs (puppeteer) and Playwright',
});

/** The production web server, for the test that serves the built site with infra/production/nginx.conf. */
export const NGINX = /** @type {SystemPackage} */ ({
  debianPackage: 'nginx-light',
  file: process.env.NGINX_BINARY ?? '/usr/sbin/nginx', // as production/nginx.test.mjs runs it
  purpose: 'the production nginx.conf test',
});

/**
 * Installs the Debian packages whose file is missing, in one apt-get call (as root; otherwise says what to
 * install and stops). Never a downloaded browser: Debian's chromium.
 * @param {SystemPackage[]} packages
 */
function ensureSystemPackages(packages) {
  const missing = packages.filter((entry) => !existsSync(entry.file));
  for (const entry of packages.filter((item) => !missing.includes(item)))
    log(`${entry.debianPackage}: ${entry.file}`);
  if (missing.length === 0) return;
  const names = missing.map((entry) => entry.debianPackage);
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    log(`Missing: ${missing.map((entry) => `${entry.file} (${entry.purpose})`).join(', ')}.`);
    log(`Install with: sudo apt-get install -y ${names.join(' ')}`);
    process.exit(1);
  }
  log(`Installing ${names.join(', ')} (apt-get)...`);
  const env = { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

/**
 * @param {string} url
 * @param {number} defaultPort
 * @returns {Promise<boolean>}
 */
function reachable(url, defaultPort) {
  const parsed = new URL(url);
  const port = Number(parsed.port || defaultPort);
  return new Promise((resolve) => {
    const socket = net.connect({ host: parsed.hostname || '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Postgres and Redis must run (locally they do before every session); say how to start them if not. */
async function ensureServices() {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stairs';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const problems = [];
  if (!(await reachable(databaseUrl, 5432))) {
    problems.push(
      `Postgres is not reachable (${new URL(databaseUrl).host}). Start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`,
    );
  }
  if (!(await reachable(redisUrl, 6379))) {
    problems.push(
      `Redis is not reachable (${new URL(redisUrl).host}). Start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`,
    );
  }
  if (problems.length > 0) {
    for (const problem of problems) log(problem);
    process.exit(1);
  }
  log('Postgres and Redis are reachable.');
}

/**
 * What `npm start` and `npm test` do first: the npm packages, the Debian packages they need, the services.
 * @param {SystemPackage[]} systemPackages
 */
export async function prepareMachine(systemPackages) {
  ensureDependencies();
  ensureSystemPackages(systemPackages);
  await ensureServices();
}
