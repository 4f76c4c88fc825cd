import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CALCULATION_TYPE_LABELS } from '@stairs/contracts';

import { PdfRendererService, PdfRenderTimeoutError } from './pdf-renderer.service';
import { renderQuoteHtml } from './quote-html.renderer';
import { sampleConcreteQuote, sampleRenovationQuote } from './sample-quotes';

/** Real Chromium (Debian's /usr/bin/chromium or CHROMIUM_PATH). */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

const fixtures = join(__dirname, '..', '..', 'test', 'fixtures');

/** The text a reader sees in each PDF (pdf.js, in a child process: see test/fixtures/pdf-text.ts). */
function pdfTexts(pdfs: Buffer[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'stairs-pdf-text-'));
  try {
    const files = pdfs.map((pdf, index) => {
      const file = join(dir, `${index}.pdf`);
      writeFileSync(file, pdf);
      return file;
    });
    const out = execFileSync(process.execPath, [
      join(fixtures, 'run-ts.js'),
      join(fixtures, 'pdf-text.ts'),
      ...files,
    ]);
    return JSON.parse(out.toString('utf8')) as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document title Chromium writes into the PDF's Info dictionary (from the HTML <title>). */
function pdfTitle(pdf: Buffer): string | undefined {
  return /\/Title \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1];
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

/** The last value read, once `done` holds for it or `ms` passed. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
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
    // Only the wedged document gets the short deadline: on a busy CI machine a real quote in a fresh browser
    // can take longer than 1.5 s, and that is not what this test is about.
    const strict = new PdfRendererService({ executablePath, timeoutMs: 30_000, recycleAfter: 100 });
    try {
      await strict.renderPdf('<p>warm</p>');
      const wedgedPid = strict.stats().browserPid as number;
      // A renderer stuck in a loop (scripts are off, so the test freezes the renderer processes instead).
      const renderers = chromiumProcessesOfGroup(wedgedPid).filter((pid) =>
        commandLine(pid).includes('--type=renderer'),
      );
      expect(renderers.length).toBeGreaterThan(0);
      for (const pid of renderers) process.kill(pid, 'SIGSTOP');
      await expect(strict.renderPdf('<p>x</p>', 1_500)).rejects.toThrow(PdfRenderTimeoutError);
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

  it('renders concurrent documents each with only its own quote, in pages of the one browser', async () => {
    const pooled = new PdfRendererService({
      executablePath,
      timeoutMs: 30_000,
      recycleAfter: 100,
      poolSize: 2,
    });
    try {
      const quotes = [
        sampleConcreteQuote({ quoteNumber: 'KV-2026-000101' }),
        sampleRenovationQuote({ quoteNumber: 'KV-2026-000202' }),
        sampleConcreteQuote({ quoteNumber: 'KV-2026-000303' }),
        sampleRenovationQuote({ quoteNumber: 'KV-2026-000404' }),
      ];
      // Twice, so the second round reuses the warm pages the first one left.
      for (let round = 0; round < 2; round += 1) {
        const pdfs = await Promise.all(quotes.map((quote) => pooled.renderPdf(renderQuoteHtml(quote))));
        const texts = pdfTexts(pdfs);
        for (const [index, quote] of quotes.entries()) {
          expect(pdfTitle(pdfs[index] as Buffer)).toBe(quote.quoteNumber);
          expect(texts[index]).toContain(`Nummer ${quote.quoteNumber}`);
          expect(texts[index]).toContain(CALCULATION_TYPE_LABELS[quote.type]);
          for (const other of quotes.filter((_, i) => i !== index)) {
            expect(texts[index]).not.toContain(other.quoteNumber);
          }
        }
      }
      expect(pooled.stats().launches).toBe(1);
    } finally {
      await pooled.onApplicationShutdown();
    }
  });

  it('keeps pages and contexts bounded over many documents, two at a time', async () => {
    const pooled = new PdfRendererService({
      executablePath,
      timeoutMs: 30_000,
      recycleAfter: 1_000,
      poolSize: 2,
    });
    try {
      const concrete = renderQuoteHtml(sampleConcreteQuote());
      const renovation = renderQuoteHtml(sampleRenovationQuote());
      let next = 0;
      const rendered: Buffer[] = [];
      await Promise.all(
        [0, 1].map(async () => {
          while (next < 50) rendered.push(await pooled.renderPdf(next++ % 2 ? renovation : concrete));
        }),
      );
      expect(rendered).toHaveLength(50);
      expect(pooled.stats()).toMatchObject({ launches: 1, rendered: 50 });
      // One warm page per document rendered at once, each in its own context; nothing left over.
      expect(await pooled.openTargets()).toEqual({ contexts: 2, pages: 2 });
      // A third document at once gets a page of its own, closed afterwards.
      await Promise.all([concrete, renovation, concrete].map((doc) => pooled.renderPdf(doc)));
      // Its page is closed in the background: poll until the count is back at the pool's size (or time is up).
      const targets = await poll(
        () => pooled.openTargets(),
        (now) => now.contexts <= 2,
      );
      expect(targets).toEqual({ contexts: 2, pages: 2 });
    } finally {
      await pooled.onApplicationShutdown();
    }
  });

  it('runs no script of a document (JavaScript is off in the pages)', async () => {
    const pdf = await renderer.renderPdf(
      '<!DOCTYPE html><title>Dokument</title><p>Text</p><script>document.title = "Skript"</script>',
    );
    expect(pdfTitle(pdf)).toBe('Dokument');
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
