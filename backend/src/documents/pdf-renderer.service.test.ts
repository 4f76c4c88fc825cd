import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PdfRendererService, PdfRenderTimeoutError } from './pdf-renderer.service';
import { renderQuoteHtml } from './quote-html.renderer';
import { sampleConcreteQuote, sampleRenovationQuote } from './sample-quotes';

/** Real Chromium (Debian's /usr/bin/chromium or CHROMIUM_PATH). */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped) counts as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Live processes in the process group led by pid (Chromium is launched detached, as a group leader). */
function chromiumProcessesOfGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // Fields after the ")" of the command: state ppid pgrp …
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return fields[2] === String(pgid) && fields[0] !== 'Z';
      } catch {
        return false;
      }
    })
    .map(Number);
}

// Profiles go to a folder of this test's own: other Chromium users on the machine never change the count.
const profileRoot = mkdtempSync(join(tmpdir(), 'stairs-pdf-test-'));

function profileDirs(): string[] {
  return readdirSync(profileRoot).filter((name) => name.startsWith('stairs-chromium-'));
}

describe('PdfRendererService (real Chromium)', () => {
  jest.setTimeout(60_000);
  let renderer: PdfRendererService;

  afterAll(() => {
    rmSync(profileRoot, { recursive: true, force: true });
  });

  beforeAll(() => {
    if (!existsSync(executablePath))
      throw new Error(`Chromium missing at ${executablePath}: apt-get install chromium`);
  });

  beforeEach(() => {
    renderer = new PdfRendererService({ executablePath, timeoutMs: 30_000, recycleAfter: 100, profileRoot });
  });

  afterEach(async () => {
    await renderer.onApplicationShutdown();
  });

  it('throws (never swallows) when a document misses its deadline; a wedged browser is replaced', async () => {
    // Only the looping document gets the short deadline: on a busy CI machine a real quote in a fresh browser
    // can take longer than 1.5 s, and that is not what this test is about.
    const strict = new PdfRendererService({ executablePath, timeoutMs: 30_000, recycleAfter: 100 });
    try {
      await strict.renderPdf('<p>warm</p>');
      const wedgedPid = strict.stats().browserPid as number;
      // A renderer stuck in a loop: the CSP of real quotes forbids scripts, this page has none.
      await expect(strict.renderPdf('<p>x</p><script>for (;;) {}</script>', 1_500)).rejects.toThrow(
        PdfRenderTimeoutError,
      );
      const pdf = await strict.renderPdf(renderQuoteHtml(sampleConcreteQuote()));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(strict.stats().launches).toBe(2);
      await waitFor(() => !isAlive(wedgedPid));
    } finally {
      await strict.onApplicationShutdown();
    }
  });

  it('renders a quote to an A4 PDF and reuses one browser', async () => {
    const before = profileDirs().length;
    const concrete = await renderer.renderPdf(renderQuoteHtml(sampleConcreteQuote()));
    const renovation = await renderer.renderPdf(renderQuoteHtml(sampleRenovationQuote()));

    for (const pdf of [concrete, renovation]) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5_000);
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
      // A4 = 595 × 842 pt.
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 59[45]\.?\d* 84[12]\.?\d*\s*\]/);
    }
    // The layout is made to fit one A4 page.
    expect(pageCount(concrete)).toBe(1);
    expect(pageCount(renovation)).toBe(1);
    expect(renderer.stats()).toMatchObject({ launches: 1, rendered: 2 });
    expect(profileDirs().length).toBe(before + 1);

    const pid = renderer.stats().browserPid;
    expect(pid).toBeDefined();
    await renderer.onApplicationShutdown();
    await waitFor(() => !isAlive(pid as number));
    expect(profileDirs().length).toBe(before);
  });

  it('relaunches Chromium after it was killed; the next document still renders', async () => {
    const html = renderQuoteHtml(sampleConcreteQuote());
    await renderer.renderPdf(html);
    const firstPid = renderer.stats().browserPid as number;
    expect(isAlive(firstPid)).toBe(true);

    const group = chromiumProcessesOfGroup(firstPid);
    expect(group.length).toBeGreaterThan(1);
    process.kill(firstPid, 'SIGKILL');
    // Immediately, before puppeteer may even have noticed the disconnect.
    const pdf = await renderer.renderPdf(html);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stats = renderer.stats();
    expect(stats.launches).toBe(2);
    expect(stats.browserPid).not.toBe(firstPid);
    // No orphans: the dead browser's zygote, renderers and crash handler are gone too.
    await waitFor(() => group.every((pid) => !isAlive(pid)));
  });

  it('recycles the browser after the configured number of documents', async () => {
    const recycling = new PdfRendererService({ executablePath, timeoutMs: 30_000, recycleAfter: 2 });
    try {
      const html = renderQuoteHtml(sampleConcreteQuote());
      await recycling.renderPdf(html);
      const firstPid = recycling.stats().browserPid as number;
      await recycling.renderPdf(html);
      await recycling.renderPdf(html);
      expect(recycling.stats().launches).toBe(2);
      await waitFor(() => !isAlive(firstPid));
    } finally {
      await recycling.onApplicationShutdown();
    }
  });

  it('renders concurrent documents in separate pages of the one browser', async () => {
    const pdfs = await Promise.all(
      [sampleConcreteQuote(), sampleRenovationQuote(), sampleConcreteQuote()].map((quote) =>
        renderer.renderPdf(renderQuoteHtml(quote)),
      ),
    );
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString('latin1') === '%PDF-')).toBe(true);
    expect(renderer.stats().launches).toBe(1);
  });

  it('fails loudly when Chromium cannot be launched', async () => {
    const broken = new PdfRendererService({
      executablePath: '/nonexistent/chromium',
      timeoutMs: 5_000,
      recycleAfter: 100,
    });
    await expect(broken.renderPdf('<p>x</p>')).rejects.toThrow();
    await broken.onApplicationShutdown();
  });

  it('refuses work after shutdown', async () => {
    await renderer.onApplicationShutdown();
    await expect(renderer.renderPdf('<p>x</p>')).rejects.toThrow(/shut down/);
  });

  it('exports a timeout error type for the job logs', () => {
    expect(new PdfRenderTimeoutError(5).message).toContain('5 ms');
  });
});
