import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_LIST_LIMITS,
  type AdminListPage,
  type AdminListQuery,
  type SavedDocument,
} from '@stairs/contracts';
import { encodeListCursor, listPositionOf } from '../common/admin-list-page';

import { ARCHIVE_FILENAME_PATTERN, DOCUMENT_STORAGE, type DocumentStorage } from './document-storage';
import { DOCUMENT_SLUG, type QuoteDocumentType } from './quote-document.types';

export type ArchiveKind = 'html' | 'pdf';

export const ARCHIVE_CONTENT_TYPES: Record<ArchiveKind, string> = {
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
};

/** KV-{year}-{sequence}: the sequence has at least six digits and grows past 999999. */
const QUOTE_NUMBER_PATTERN = /^KV-\d{4}-\d{6,}$/;

export function isQuoteNumber(value: string): boolean {
  return QUOTE_NUMBER_PATTERN.test(value);
}

export interface ArchivedFile {
  entry: SavedDocument;
  content: Buffer;
}

/**
 * The admin archive of rendered quote documents. Filenames are made here from the quote number; a filename
 * that arrives in a request is only ever compared with the names of the listing, never used to build a path.
 */
@Injectable()
export class DocumentArchiveService {
  constructor(@Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage) {}

  filenameFor(type: QuoteDocumentType, quoteNumber: string, kind: ArchiveKind): string {
    if (!isQuoteNumber(quoteNumber)) {
      throw new Error(`Unexpected quote number ${JSON.stringify(quoteNumber)}`);
    }
    return `${quoteNumber}-${DOCUMENT_SLUG[type]}.${kind}`;
  }

  /** True when both the HTML and the PDF of the quote are in the archive. */
  async hasDocuments(type: QuoteDocumentType, quoteNumber: string): Promise<boolean> {
    const names = [this.filenameFor(type, quoteNumber, 'html'), this.filenameFor(type, quoteNumber, 'pdf')];
    const found = await Promise.all(names.map((name) => this.storage.exists(name)));
    return found.every(Boolean);
  }

  /** Writes (or overwrites) one document and returns its filename. */
  async save(
    type: QuoteDocumentType,
    quoteNumber: string,
    kind: ArchiveKind,
    content: Buffer | string,
  ): Promise<string> {
    const filename = this.filenameFor(type, quoteNumber, kind);
    await this.storage.write(filename, content);
    return filename;
  }

  /**
   * One page of the list, newest quote first, after the cursor's position (the quote's sequence number, then the
   * file name). The order is the quote numbers' (their sequence counts up with every calculation, across years), so
   * a page needs the store's names only, and the date and size of the files on the page: reading every file's
   * date to sort by it cost seconds with 100,000 files (docs/decisions.md "Admin lists").
   */
  async listPage(kind: ArchiveKind, query: AdminListQuery): Promise<AdminListPage<SavedDocument>> {
    const limit = query.limit ?? ADMIN_LIST_LIMITS.pageSize;
    const after = listPositionOf(query, (key) => ARCHIVE_FILENAME_PATTERN.test(key));
    const names = sortNewestQuoteFirst(await this.names(kind));
    const start = after ? names.findIndex((name) => compareNewestQuoteFirst(name, after.key) > 0) : 0;
    const onPage = start < 0 ? [] : names.slice(start, start + limit);
    const found = await Promise.all(onPage.map((name) => this.storage.stat(name)));
    const last = onPage.at(-1);
    return {
      // A file deleted between listing and reading is left out.
      items: found.flatMap((object) =>
        object ? [{ filename: object.name, date: object.modifiedAt.toISOString(), size: object.size }] : [],
      ),
      nextCursor:
        last && start + limit < names.length ? encodeListCursor({ rank: sequenceOf(last), key: last }) : null,
      total: names.length,
    };
  }

  /** The archive entry whose name equals the requested one exactly, or null. */
  async find(kind: ArchiveKind, requested: unknown): Promise<SavedDocument | null> {
    if (typeof requested !== 'string' || !ARCHIVE_FILENAME_PATTERN.test(requested)) return null;
    if (!requested.endsWith(`.${kind}`)) return null;
    // The name used from here on is the listing's, not the request's.
    const listed = (await this.names(kind)).find((name) => name === requested);
    const object = listed ? await this.storage.stat(listed) : null;
    return object
      ? { filename: object.name, date: object.modifiedAt.toISOString(), size: object.size }
      : null;
  }

  private async names(kind: ArchiveKind): Promise<string[]> {
    return (await this.storage.names()).filter(
      (name) => ARCHIVE_FILENAME_PATTERN.test(name) && name.endsWith(`.${kind}`),
    );
  }

  async read(kind: ArchiveKind, requested: unknown): Promise<ArchivedFile | null> {
    const entry = await this.find(kind, requested);
    if (!entry) return null;
    try {
      // entry.filename comes from the listing, not from the request.
      return { entry, content: await this.storage.read(entry.filename) };
    } catch (error) {
      if (isNotFound(error)) return null; // deleted between listing and reading
      throw error;
    }
  }

  /** True when a file was found (and removed). */
  async delete(kind: ArchiveKind, requested: unknown): Promise<boolean> {
    const entry = await this.find(kind, requested);
    if (!entry) return false;
    await this.storage.remove(entry.filename);
    return true;
  }
}

/** The sequence of a file's quote number (KV-{year}-{sequence}-…), as digits. */
function sequenceOf(filename: string): string {
  return /^KV-\d{4}-(\d+)-/.exec(filename)?.[1] ?? '0';
}

/** Sort order of archive names: the higher quote sequence first, then the name backwards (calculator, kind). */
function compareNewestQuoteFirst(a: string, b: string): number {
  return compareRanked(
    { name: a, sequence: Number(sequenceOf(a)) },
    { name: b, sequence: Number(sequenceOf(b)) },
  );
}

function compareRanked(a: RankedName, b: RankedName): number {
  return b.sequence - a.sequence || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0);
}

interface RankedName {
  name: string;
  sequence: number;
}

/** The names in that order; each name's sequence is read once, not once per comparison. */
function sortNewestQuoteFirst(names: readonly string[]): string[] {
  return names
    .map((name) => ({ name, sequence: Number(sequenceOf(name)) }))
    .sort(compareRanked)
    .map((ranked) => ranked.name);
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
