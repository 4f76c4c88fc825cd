import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import puppeteer, { type Browser, type BrowserContext, type Page, type PDFOptions } from 'puppeteer-core';

export const PDF_RENDERER_OPTIONS = Symbol('PDF_RENDERER_OPTIONS');

export interface PdfRendererOptions {
  /** Chromium binary (config CHROMIUM_PATH). */
  executablePath: string;
  /** Per-document deadline in ms for setContent + pdf (config PDF_RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** Start a fresh browser after this many documents, for memory hygiene (config PDF_BROWSER_RECYCLE_AFTER). */
  recycleAfter: number;
  /** Where each browser's temporary profile folder is made; default the OS temp folder. */
  profileRoot?: string;
  /**
   * Warm pages kept between documents (config DOCUMENTS_CONCURRENCY: one per document rendered at once);
   * default 1. More documents at once still render, each in a page of its own that is closed afterwards.
   */
  poolSize?: number;
}

/**
 * Headless flags (docs/conventions.md): the background-networking group keeps Chromium from calling Google on a closed
 * network; --disable-dev-shm-usage because Debian's wrapper never adds it and /dev/shm is small in containers.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

export class PdfRenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`PDF rendering exceeded ${timeoutMs} ms`);
    this.name = 'PdfRenderTimeoutError';
  }
}

/**
 * A warm page in an incognito context of its own, with JavaScript off: it renders one document at a time and is
 * emptied before the next one, so no document ever shares a page, a context or a DOM with another one that is
 * rendered at the same time, and never inherits anything from an earlier one. With no script and an opaque
 * origin (content set into about:blank) a document cannot store anything, so there is no storage to clear.
 */
interface Lane {
  context: BrowserContext;
  page: Page;
  /** Settles once the lane's reset is done: false when it failed and the lane was closed. */
  ready: Promise<boolean>;
}

/** One launched Chromium with the documents currently using it. */
interface BrowserSlot {
  id: number;
  browser: Browser;
  userDataDir: string;
  active: number;
  rendered: number;
  /** Warm lanes waiting for a document (at most `poolSize`). */
  idle: Lane[];
  /** No new documents go to a retired browser; it is closed once its last document is done. */
  retired: boolean;
  closed?: Promise<void>;
}

export interface PdfRendererStats {
  launches: number;
  rendered: number;
  browserPid: number | undefined;
}

/** What the live browsers hold open, as Chromium reports it (the default context and its pages not counted). */
export interface PdfRendererTargets {
  contexts: number;
  pages: number;
}

const CLOSE_GRACE_MS = 5_000;

/**
 * Tagged (accessible) PDF is puppeteer's default and stays on: it costs a few ms and about 20 KB per quote
 * (bench/README.md), and lets a screen reader read the quote in order.
 */
const PDF_OPTIONS: PDFOptions = { format: 'A4', printBackground: true, preferCSSPageSize: true };

/**
 * Chromium is launched detached, i.e. as the leader of its own process group. After a crash (or a kill of the
 * main process) its zygote, renderer and crashpad processes may outlive it; puppeteer only kills the group
 * while the main process still exists, so the group is always killed here. The group id cannot be reused while
 * any member lives, so this never hits another program.
 */
function killProcessGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the whole group is already gone.
  }
}

function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Owns the ONE headless Chromium of this process: launched on first use,
 * reused across documents, relaunched when it disconnects or crashes, recycled after `recycleAfter` documents,
 * closed on module destroy. Documents render in warm pages ({@link Lane}), each in its own incognito context
 * with JavaScript off: creating a context and page per document cost most of each PDF (bench/README.md has the
 * phases), a reused page costs emptying its document. Errors are thrown to the caller (the queue job), never
 * swallowed, so BullMQ retries the job.
 */
@Injectable()
export class PdfRendererService implements OnApplicationShutdown {
  private readonly logger = new Logger(PdfRendererService.name);
  private current: Promise<BrowserSlot> | null = null;
  private readonly slots = new Set<BrowserSlot>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private launches = 0;
  private rendered = 0;
  private destroyed = false;

  constructor(@Inject(PDF_RENDERER_OPTIONS) private readonly options: PdfRendererOptions) {}

  private get poolSize(): number {
    return this.options.poolSize ?? 1;
  }

  /** Renders a complete HTML document to an A4 PDF. */
  renderPdf(html: string, timeoutMs: number = this.options.timeoutMs): Promise<Buffer> {
    const render = this.render(html, timeoutMs);
    this.inFlight.add(render);
    void render.then(
      () => this.inFlight.delete(render),
      () => this.inFlight.delete(render),
    );
    return render;
  }

  private async render(html: string, timeoutMs: number): Promise<Buffer> {
    // A browser that died since the last document (crash, OOM kill) is noticed on its first use here and
    // replaced once; a second failure is thrown.
    for (let attempt = 1; ; attempt += 1) {
      const slot = await this.acquire();
      // The deadline starts once a browser is ready (a (re)launch has its own launch timeout) and covers the
      // page too: a page whose reset hangs is as wedged as one that hangs printing.
      const started = Date.now();
      const remaining = (): number => Math.max(1, timeoutMs - (Date.now() - started));
      const held: { lane?: Lane } = {};
      let printed = false;
      try {
        const work = (async (): Promise<Buffer> => {
          held.lane = await this.takeLane(slot);
          return this.print(held.lane.page, html, remaining);
        })();
        const pdf = await withDeadline(work, timeoutMs, () => {
          // A browser that misses a deadline may be wedged: let new documents start a fresh one.
          this.retire(slot);
          return new PdfRenderTimeoutError(timeoutMs);
        });
        printed = true;
        this.rendered += 1;
        return pdf;
      } catch (error) {
        if (attempt >= 2 || slot.browser.connected) throw error;
        this.retire(slot);
        this.logger.warn(`Chromium was gone (${String(error)}); launching a new one`);
      } finally {
        if (held.lane) this.putBack(slot, held.lane, printed);
        this.release(slot);
      }
    }
  }

  private async print(page: Page, html: string, remaining: () => number): Promise<Buffer> {
    // The quote HTML has no external assets (its CSP forbids fetching anything), so 'load' is final: no 500 ms
    // networkidle wait. Its embedded font is decoded asynchronously: wait for it, or a fast machine could print
    // the fallback font's wider line breaks (DevTools may evaluate with the page's JS off).
    await page.setContent(html, { waitUntil: 'load', timeout: remaining() });
    await page.evaluate('document.fonts.ready.then(() => true)');
    return Buffer.from(await page.pdf({ ...PDF_OPTIONS, timeout: remaining() }));
  }

  /** Counts what the live browsers hold open (tests and the benchmark check that it stays bounded). */
  async openTargets(): Promise<PdfRendererTargets> {
    const targets: PdfRendererTargets = { contexts: 0, pages: 0 };
    for (const slot of this.slots) {
      if (!slot.browser.connected) continue;
      const contexts = slot.browser
        .browserContexts()
        .filter((context) => context !== slot.browser.defaultBrowserContext());
      targets.contexts += contexts.length;
      for (const context of contexts) targets.pages += (await context.pages()).length;
    }
    return targets;
  }

  stats(): PdfRendererStats {
    let browserPid: number | undefined;
    for (const slot of this.slots) {
      if (!slot.retired) browserPid = slot.browser.process()?.pid;
    }
    return { launches: this.launches, rendered: this.rendered, browserPid };
  }

  /**
   * Shutdown: no new documents; the ones in progress may finish (bounded by their own deadline) so the running
   * job can still archive its PDF; then every browser is closed and its profile removed. Runs after the job
   * workers stopped taking jobs (they close in onModuleDestroy, which Nest calls first).
   */
  async onApplicationShutdown(): Promise<void> {
    this.destroyed = true;
    this.current = null;
    await Promise.allSettled([...this.inFlight]);
    await Promise.all([...this.slots].map((slot) => this.closeSlot(slot)));
  }

  /** A warm lane whose reset is done, else a new one. */
  private async takeLane(slot: BrowserSlot): Promise<Lane> {
    for (let lane = slot.idle.shift(); lane; lane = slot.idle.shift()) {
      if (await lane.ready) return lane;
    }
    return this.openLane(slot.browser);
  }

  private async openLane(browser: Browser): Promise<Lane> {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      // The quote's CSP already forbids scripts; with JS off no document can leave state in a reused page.
      await page.setJavaScriptEnabled(false);
      return { context, page, ready: Promise.resolve(true) };
    } catch (error) {
      await this.closeLane(context);
      throw error;
    }
  }

  /**
   * After a document: the lane goes back to the pool while its document is emptied (the PDF is not held up by
   * that; the next document waits for it). document.open() on an empty document drops the printed one's DOM,
   * styles and fonts; a navigation to about:blank would cost about as much CPU again as the whole PDF
   * (bench/README.md). A lane whose document failed, or one more than the pool keeps, is closed with its context.
   */
  private putBack(slot: BrowserSlot, lane: Lane, printed: boolean): void {
    if (printed && !slot.retired && slot.idle.length < this.poolSize) {
      lane.ready = lane.page.setContent('', { timeout: CLOSE_GRACE_MS }).then(
        () => true,
        async (error: unknown) => {
          // A closing browser takes its pages with it: only a live one has a page to report and close.
          if (!slot.retired) {
            this.logger.warn(`Resetting a page failed: ${String(error)}`);
            await this.closeLane(lane.context);
          }
          return false;
        },
      );
      slot.idle.push(lane);
    } else if (!slot.retired) {
      // A retired browser closes with all its lanes, and its pages may be wedged: they are not closed one by one.
      void this.closeLane(lane.context);
    }
  }

  /**
   * Never throws: a failed cleanup only gets logged (the document's own error, if any, is what the job reports),
   * and a dead browser is replaced when the next document finds it gone.
   */
  private async closeLane(context: BrowserContext): Promise<void> {
    if (!context.browser().connected) return;
    try {
      await withDeadline(context.close(), CLOSE_GRACE_MS, () => new Error('context.close timed out'));
    } catch (error) {
      this.logger.warn(`Closing a page failed: ${String(error)}`);
    }
  }

  private async acquire(): Promise<BrowserSlot> {
    if (this.destroyed) throw new Error('PdfRendererService is shut down');
    const pending = (this.current ??= this.launch());
    let slot: BrowserSlot;
    try {
      slot = await pending;
    } catch (error) {
      if (this.current === pending) this.current = null;
      throw error;
    }
    if (slot.retired || !slot.browser.connected) {
      if (this.current === pending) this.current = null;
      this.retire(slot);
      return this.acquire();
    }
    slot.active += 1;
    slot.rendered += 1;
    if (slot.rendered >= this.options.recycleAfter) {
      // This document still uses it; the next one launches a fresh browser, this one closes when idle.
      slot.retired = true;
      if (this.current === pending) this.current = null;
    }
    return slot;
  }

  private async launch(): Promise<BrowserSlot> {
    const userDataDir = await mkdtemp(join(this.options.profileRoot ?? tmpdir(), 'stairs-chromium-'));
    let browser: Browser;
    try {
      browser = await puppeteer.launch({
        executablePath: this.options.executablePath,
        headless: true,
        args: [...CHROMIUM_ARGS],
        userDataDir,
        // DevTools over a pipe instead of a WebSocket: when this process dies, even by SIGKILL with no shutdown
        // hook, the pipe closes and Chromium exits with it instead of living on as an orphan.
        pipe: true,
        // Nest's shutdown hooks close the browser after the running job; puppeteer's own signal handlers
        // would kill it underneath that job.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: this.options.timeoutMs + CLOSE_GRACE_MS,
        timeout: this.options.timeoutMs,
      });
    } catch (error) {
      await rm(userDataDir, { recursive: true, force: true });
      throw error;
    }
    this.launches += 1;
    const slot: BrowserSlot = {
      id: this.launches,
      browser,
      userDataDir,
      active: 0,
      rendered: 0,
      idle: [],
      retired: false,
    };
    this.slots.add(slot);
    browser.on('disconnected', () => {
      if (!slot.closed)
        this.logger.warn(`Chromium #${slot.id} disconnected; the next document relaunches it`);
      this.retire(slot);
    });
    this.logger.log(`Chromium #${slot.id} launched (pid ${browser.process()?.pid ?? '?'})`);
    return slot;
  }

  private retire(slot: BrowserSlot): void {
    slot.retired = true;
    if (slot.active === 0) void this.closeSlot(slot);
  }

  private release(slot: BrowserSlot): void {
    slot.active -= 1;
    if (slot.retired && slot.active === 0) void this.closeSlot(slot);
  }

  private closeSlot(slot: BrowserSlot): Promise<void> {
    slot.retired = true;
    slot.closed ??= (async () => {
      try {
        if (slot.browser.connected) {
          await withDeadline(
            slot.browser.close(),
            CLOSE_GRACE_MS,
            () => new Error('browser.close timed out'),
          );
        }
      } catch (error) {
        this.logger.warn(`Closing Chromium #${slot.id} failed (${String(error)}); killing it`);
      } finally {
        killProcessGroup(slot.browser.process()?.pid);
        this.slots.delete(slot);
        await rm(slot.userDataDir, { recursive: true, force: true }).catch(() => undefined);
      }
    })();
    return slot.closed;
  }
}
