// @ts-check
// Starts the composed site from its production builds: API, worker, the page server (the forms sent without
// script) and the gateway that serves the shell, the four remotes and proxies /api; with `mailCatcher`, the local
// mail catcher the API and worker send to.
// Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FORM_SENT_PAGES } from '@stairs/contracts';
import { mailCatcherArgs, mailCatcherUrls } from './mail-catcher.mjs';
import { baseEnv, log, repoRoot } from './setup.mjs';

/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess }} RunningProcess
 * @typedef {{
 *   gatewayPort: number,
 *   apiPort: number,
 *   mailCatcher?: import('./mail-catcher.mjs').MailCatcherOptions,
 *   env?: NodeJS.ProcessEnv,
 *   quiet?: boolean,
 * }} StackOptions
 */

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

/**
 * Runs the page renderer once and waits for it. A failure is reported, not fatal: the gateway then serves the
 * shell, which renders the pages in the browser.
 * @param {NodeJS.ProcessEnv} env @param {boolean} quiet
 */
async function renderPages(env, quiet) {
  const script = env.PAGE_RENDERER_SCRIPT ?? '';
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  if (code !== 0) log(`Rendering the pages failed (exit ${code}); the browser renders them instead.`);
}

/**
 * @param {StackOptions} options
 */
export async function startStack(options) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...baseEnv,
    ...options.env,
    API_PORT: String(options.apiPort),
    PORT: String(options.gatewayPort),
    API_URL: `http://127.0.0.1:${options.apiPort}`,
    // The page server beside the API (the mail catcher takes the API's port + 5 and + 6).
    PAGE_SERVER_PORT: options.env?.PAGE_SERVER_PORT ?? String(options.apiPort + 2),
    // The API takes writes from exactly the site's own origins: the gateway's, by name and by address.
    SITE_PUBLIC_URL:
      options.env?.SITE_PUBLIC_URL ??
      process.env.SITE_PUBLIC_URL ??
      `http://localhost:${options.gatewayPort}`,
    SITE_ORIGINS: [
      options.env?.SITE_ORIGINS ?? process.env.SITE_ORIGINS,
      `http://localhost:${options.gatewayPort}`,
      `http://127.0.0.1:${options.gatewayPort}`,
    ]
      .filter(Boolean)
      .join(','),
    // The worker renders the public pages after content changes (and the gateway serves them).
    PAGE_RENDERER_SCRIPT: path.join(repoRoot, 'shell/renderer/render-pages.mjs'),
    PAGES_DIR: options.env?.PAGES_DIR ?? process.env.PAGES_DIR ?? path.join(repoRoot, 'var/pages'),
  };
  // The mail catcher receives the e-mails unless the developer names their own mail server.
  const mailCatcher = env.SMTP_URL ? undefined : options.mailCatcher;
  const mailUrls = mailCatcher && mailCatcherUrls(mailCatcher);
  if (mailUrls) {
    env.SMTP_URL = mailUrls.smtpUrl;
    env.MAIL_INBOX_URL = mailUrls.inboxUrl;
  }
  /** @type {RunningProcess[]} */
  const processes = [];
  /** @param {string} name @param {string[]} args */
  const launch = (name, args) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env,
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (!stopping) log(`${name} exited (${code ?? signal}).`);
    });
    processes.push({ name, child });
  };
  let stopping = false;

  if (mailCatcher) {
    mkdirSync(mailCatcher.mailDirectory, { recursive: true });
    launch('mail catcher', mailCatcherArgs(mailCatcher));
  }
  launch('api', [path.join(repoRoot, 'backend/dist/main.js')]);
  launch('worker', [path.join(repoRoot, 'backend/dist/worker.js')]);
  launch('page server', [path.join(repoRoot, 'shell/renderer/page-server.mjs')]);
  launch('gateway', [path.join(repoRoot, 'infra/gateway/server.mjs')]);

  const stop = async () => {
    stopping = true;
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            const killTimer = setTimeout(() => child.kill('SIGKILL'), 8000);
            child.once('exit', () => {
              clearTimeout(killTimer);
              resolve(undefined);
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    if (mailUrls) await waitForHttp(`${mailUrls.inboxUrl}/healthz`, 30_000);
    await waitForHttp(`http://127.0.0.1:${options.apiPort}/api/health`, 60_000);
    // The first pages before the site is up (the worker renders them again on start, after changes and every 10 minutes).
    await renderPages(env, options.quiet ?? false);
    await waitForHttp(`http://127.0.0.1:${options.gatewayPort}/remotes.json`, 30_000);
    // A page of the page server: it has loaded the server builds.
    await waitForHttp(`http://127.0.0.1:${env.PAGE_SERVER_PORT}${FORM_SENT_PAGES.contact}`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, processes, mailInboxUrl: env.MAIL_INBOX_URL };
}
