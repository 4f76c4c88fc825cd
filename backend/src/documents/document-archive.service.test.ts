import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { BadRequestException } from '@nestjs/common';
import { ADMIN_LIST_MESSAGES } from '@stairs/contracts';
import { DocumentArchiveService } from './document-archive.service';
import { LocalDirectoryStorage } from './document-storage';

describe('DocumentArchiveService with the local directory storage', () => {
  let root: string;
  let dir: string;
  let archive: DocumentArchiveService;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'stairs-archive-test-'));
    // The archive directory does not exist yet: the storage creates it.
    dir = join(root, 'var', 'documents');
    archive = new DocumentArchiveService(new LocalDirectoryStorage(dir));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('pages the list newest quote first: disjoint pages, every file once, the total on each, bad cursors refused', async () => {
    // 130 PDFs of both calculators and one HTML that is not listed; an old quote rendered again keeps its place.
    const names: string[] = [];
    for (let n = 1; n <= 130; n += 1) {
      const quote = `KV-${n < 70 ? 2026 : 2027}-${String(n).padStart(6, '0')}`;
      names.push(
        await archive.save(n % 3 ? 'concrete' : 'renovation', quote, 'pdf', Buffer.from('%PDF-1.4')),
      );
    }
    await archive.save('concrete', 'KV-2026-000999', 'html', '<p>html</p>');
    await utimes(join(dir, names[0] ?? ''), new Date('2027-06-01'), new Date('2027-06-01'));

    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await archive.listPage('pdf', { limit: 50, cursor });
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 30]);
    expect(pages.map((page) => page.total)).toEqual([130, 130, 130]);
    const listed = pages.flatMap((page) => page.items.map((entry) => entry.filename));
    expect(listed).toEqual([...names].reverse());
    expect(pages[2]?.items.at(-1)).toEqual({
      filename: 'KV-2026-000001-betonstufen.pdf',
      date: '2027-06-01T00:00:00.000Z',
      size: 8,
    });

    for (const bad of ['nope', Buffer.from('1_../etc/passwd').toString('base64url')]) {
      await expect(archive.listPage('pdf', { cursor: bad })).rejects.toThrow(
        new BadRequestException(ADMIN_LIST_MESSAGES.cursorInvalid),
      );
    }
  });

  it('makes the filenames itself from the quote number and the calculator', async () => {
    expect(archive.filenameFor('concrete', 'KV-2026-000042', 'pdf')).toBe('KV-2026-000042-betonstufen.pdf');
    expect(archive.filenameFor('renovation', 'KV-2026-000042', 'html')).toBe(
      'KV-2026-000042-renovierung.html',
    );
    expect(() => archive.filenameFor('concrete', '../KV-2026-000042', 'pdf')).toThrow();
    expect(() => archive.filenameFor('concrete', 'KV-2026-42/..', 'html')).toThrow();
  });

  it("creates the directory, lists newest quote first with the file's ISO date and size, per kind", async () => {
    expect((await archive.listPage('pdf', {})).items).toEqual([]);
    await archive.save('concrete', 'KV-2026-000001', 'html', '<p>alt</p>');
    await archive.save('concrete', 'KV-2026-000001', 'pdf', Buffer.from('%PDF-1.4 a'));
    await archive.save('renovation', 'KV-2026-000002', 'pdf', Buffer.from('%PDF-1.4 bb'));
    await utimes(join(dir, 'KV-2026-000001-betonstufen.pdf'), new Date('2026-01-01'), new Date('2026-01-01'));
    // Files that are not archive entries are never listed (nor reachable).
    await writeFile(join(dir, 'notes.txt'), 'x');
    await writeFile(join(dir, '.KV-2026-000003-betonstufen.pdf.123.tmp'), 'x');

    const pdfs = (await archive.listPage('pdf', {})).items;
    expect(pdfs.map((entry) => entry.filename)).toEqual([
      'KV-2026-000002-renovierung.pdf',
      'KV-2026-000001-betonstufen.pdf',
    ]);
    expect(pdfs[0]).toEqual({
      filename: 'KV-2026-000002-renovierung.pdf',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      size: 11,
    });
    expect(pdfs[1]?.date).toBe('2026-01-01T00:00:00.000Z');
    expect((await archive.listPage('html', {})).items.map((entry) => entry.filename)).toEqual([
      'KV-2026-000001-betonstufen.html',
    ]);
  });

  it('overwrites the same file when a job runs again (idempotent), leaving no temp files', async () => {
    await archive.save('concrete', 'KV-2026-000001', 'pdf', Buffer.from('first'));
    await archive.save('concrete', 'KV-2026-000001', 'pdf', Buffer.from('second!'));
    expect(await readdir(dir)).toEqual(['KV-2026-000001-betonstufen.pdf']);
    const file = await archive.read('pdf', 'KV-2026-000001-betonstufen.pdf');
    expect(file?.content.toString()).toBe('second!');
    expect(file?.entry.size).toBe(7);
  });

  it('reads and deletes only exact matches of listed entries', async () => {
    await archive.save('concrete', 'KV-2026-000001', 'html', '<p>x</p>');
    expect(await archive.read('pdf', 'KV-2026-000001-betonstufen.html')).toBeNull(); // wrong kind
    expect(await archive.read('html', 'KV-2026-000001-betonstufen.HTML')).toBeNull();
    expect(await archive.read('html', 'KV-2026-000009-betonstufen.html')).toBeNull(); // valid, not there
    expect(await archive.delete('html', 'KV-2026-000009-betonstufen.html')).toBe(false);
    expect(await archive.delete('html', 'KV-2026-000001-betonstufen.html')).toBe(true);
    expect((await archive.listPage('html', {})).items).toEqual([]);
  });

  it.each([
    '../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '..%252F..%252Fetc%252Fpasswd',
    '/etc/passwd',
    '....//....//etc/passwd',
    'KV-2026-000001-betonstufen.html/../../../etc/passwd',
    '../var/documents/KV-2026-000001-betonstufen.html',
    './KV-2026-000001-betonstufen.html',
    'KV-2026-000001-betonstufen.html\u0000.txt',
    'KV-2026-000001-betonstufen.html ',
    'kv-2026-000001-betonstufen.html',
    '',
  ])('never resolves a hostile name: %j', async (requested) => {
    await archive.save('concrete', 'KV-2026-000001', 'html', '<p>x</p>');
    // Something worth stealing right next to the archive.
    await writeFile(join(dirname(dir), 'secret.html'), 'secret');
    expect(await archive.find('html', requested)).toBeNull();
    expect(await archive.read('html', requested)).toBeNull();
    expect(await archive.delete('html', requested)).toBe(false);
    expect((await archive.listPage('html', {})).items.length).toBe(1);
  });

  it('rejects non-string input', async () => {
    expect(await archive.find('html', undefined)).toBeNull();
    expect(await archive.find('html', ['KV-2026-000001-betonstufen.html'])).toBeNull();
  });

  it('the storage itself refuses names outside the archive pattern (defence in depth)', async () => {
    const storage = new LocalDirectoryStorage(dir);
    await expect(storage.read('../secret.html')).rejects.toThrow(/Not an archive filename/);
    await expect(storage.write('../evil.html', 'x')).rejects.toThrow(/Not an archive filename/);
    await expect(storage.remove('../secret.html')).rejects.toThrow(/Not an archive filename/);
  });
});
