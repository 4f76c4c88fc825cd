import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { FORM_PAGE_FRAME } from '@stairs/contracts';
import { load } from 'cheerio';
import { escapeHtml, html, type SafeHtml } from '../common/html';
import { type AppConfig, InjectConfig } from '../config';

/** A page of the forms as the visitor gets it: the document, and the CSP hashes of the frame's inline scripts. */
export interface FramedPage {
  document: string;
  scriptHashes: string[];
}

type Slot = 'title' | 'content';

/** The frame cut at its slots once, when read: filling it never scans inserted text for slot markers again. */
interface ParsedFrame {
  parts: ReadonlyArray<string | { slot: Slot }>;
  scriptHashes: string[];
}

const SLOT_MARKERS: Record<Slot, string> = {
  title: FORM_PAGE_FRAME.titleSlot,
  content: FORM_PAGE_FRAME.contentSlot,
};

/** Script types a browser runs; a page-state JSON or a deferred app script is data, not code. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * CSP sources of the frame's inline scripts (its boot script): the API's own CSP allows no inline script, so a
 * form page would otherwise run its frame without the script that brings the frame's islands to life. The frame is
 * written by the site's own renderer into PAGES_DIR, the same file trust as the pages nginx serves.
 */
export function inlineScriptHashes(document: string): string[] {
  const $ = load(document);
  const hashes: string[] = [];
  $('script:not([src])').each((_index, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) return;
    hashes.push(`'sha256-${createHash('sha256').update($(element).text()).digest('base64')}'`);
  });
  return [...new Set(hashes)];
}

/** The frame's parts between its slots, or why it cannot be used (a slot is missing). */
export function parseFrame(document: string): ParsedFrame | { problem: string } {
  for (const [slot, marker] of Object.entries(SLOT_MARKERS)) {
    if (!document.includes(marker)) return { problem: `it has no ${slot} slot (${marker})` };
  }
  const pattern = new RegExp(
    Object.values(SLOT_MARKERS)
      .map((marker) => marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const parts: Array<string | { slot: Slot }> = [];
  let last = 0;
  for (const match of document.matchAll(pattern)) {
    parts.push(document.slice(last, match.index));
    parts.push({ slot: match[0] === SLOT_MARKERS.title ? 'title' : 'content' });
    last = match.index + match[0].length;
  }
  parts.push(document.slice(last));
  return { parts, scriptHashes: inlineScriptHashes(document) };
}

/** The page of a fresh installation, before the renderer has written the frame: complete, plain, in German. */
export function minimalDocument(companyName: string, title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – ${companyName}</title>
<style>body { margin: 0; background: #fbfaf8; } .sf-company { display: block; padding: 1rem; border-bottom: 1px solid #e5ddd3; font: 600 1.125rem/1.4 system-ui, sans-serif; color: #1f1a16; text-decoration: none; } .sf-company:focus-visible { outline: 3px solid #bd5d0f; outline-offset: -3px; }</style>
</head>
<body>
<header><a class="sf-company" href="/">${companyName}</a></header>
<main id="main">
${content}
</main>
</body>
</html>
`.value;
}

/**
 * The site's frame of the form pages: `<PAGES_DIR>/<FORM_PAGE_FRAME.file>`, rendered by the page renderer (header,
 * footer, cookie banner, stylesheet, islands) with a title and a content slot. Read when its file changes (a stat per
 * page: the renderer replaces the file by rename, so inode, size or mtime change); without it, or when it lacks a
 * slot, the pages are complete documents of their own.
 */
@Injectable()
export class FormPageFrame {
  private readonly logger = new Logger('FormPageFrame');
  private readonly file: string;
  private readonly companyName: string;
  private loaded: { key: string; frame: ParsedFrame | undefined } | undefined;

  constructor(@InjectConfig() config: AppConfig) {
    this.file = path.join(config.pages.dir, FORM_PAGE_FRAME.file);
    this.companyName = config.site.companyName;
  }

  async render(title: string, content: SafeHtml): Promise<FramedPage> {
    const frame = await this.current();
    if (!frame) return { document: minimalDocument(this.companyName, title, content), scriptHashes: [] };
    const fill = { title: escapeHtml(title), content: content.value };
    return {
      document: frame.parts.map((part) => (typeof part === 'string' ? part : fill[part.slot])).join(''),
      scriptHashes: frame.scriptHashes,
    };
  }

  private async current(): Promise<ParsedFrame | undefined> {
    let key: string;
    try {
      const stats = await stat(this.file);
      key = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.warnOnce('unreadable', error);
      this.loaded = undefined;
      return undefined;
    }
    if (this.loaded?.key === key) return this.loaded.frame;
    let frame: ParsedFrame | undefined;
    try {
      const parsed = parseFrame(await readFile(this.file, 'utf8'));
      if ('problem' in parsed) this.logger.warn(`${this.file} is not used: ${parsed.problem}`);
      else frame = parsed;
    } catch (error) {
      this.warnOnce('unreadable', error);
    }
    this.loaded = { key, frame };
    return frame;
  }

  private lastWarning: string | undefined;

  private warnOnce(what: string, error: unknown): void {
    const message = `${this.file} ${what}: ${error instanceof Error ? error.message : String(error)}`;
    if (message === this.lastWarning) return;
    this.lastWarning = message;
    this.logger.warn(message);
  }
}
