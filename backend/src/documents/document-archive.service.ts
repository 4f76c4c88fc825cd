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

  /** Newest first. */
  async list(kind: ArchiveKind): Promise<SavedDocument[]> {
    const objects = await this.storage.list();
    return objects
      .filter((object) => ARCHIVE_FILENAME_PATTERN.test(object.name) && object.name.endsWith(`.${kind}`))
      .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || b.name.localeCompare(a.name))
      .map((object) => ({ filename: object.name, date: object.modifiedAt.toISOString(), size: object.size }));
  }

  /**
   * One page of the list, newest first, after the cursor's position (time in milliseconds, then the file name).
   * The answer is bounded, but the store is still listed whole for each page (a directory has no index): see
   * docs/decisions.md "Admin lists".
   */
  async listPage(kind: ArchiveKind, query: AdminListQuery): Promise<AdminListPage<SavedDocument>> {
    const limit = query.limit ?? ADMIN_LIST_LIMITS.pageSize;
    const after = listPositionOf(query, (key) => ARCHIVE_FILENAME_PATTERN.test(key));
    const all = await this.list(kind);
    const start = after ? all.findIndex((entry) => isBefore(entry, Number(after.time), after.key)) : 0;
    const items = start < 0 ? [] : all.slice(start, start + limit);
    const last = items.at(-1);
    const more = start >= 0 && start + limit < all.length;
    return {
      items,
      nextCursor:
        last && more ? encodeListCursor({ time: String(Date.parse(last.date)), key: last.filename }) : null,
      total: all.length,
    };
  }

  /** The archive entry whose name equals the requested one exactly, or null. */
  async find(kind: ArchiveKind, requested: unknown): Promise<SavedDocument | null> {
    if (typeof requested !== 'string' || !ARCHIVE_FILENAME_PATTERN.test(requested)) return null;
    if (!requested.endsWith(`.${kind}`)) return null;
    const entries = await this.list(kind);
    return entries.find((entry) => entry.filename === requested) ?? null;
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

/** True when the entry comes after (time, filename) in the list's order: older, or as old with a smaller name. */
function isBefore(entry: SavedDocument, time: number, filename: string): boolean {
  const entryTime = Date.parse(entry.date);
  return entryTime < time || (entryTime === time && entry.filename.localeCompare(filename) < 0);
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
