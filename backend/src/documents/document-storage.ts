import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where archived quote documents live. Local directory now; an S3-compatible bucket later implements the same
 * calls. Names passed in are always names the archive made itself or got back from list(), never a
 * request's string (DocumentArchiveService enforces that); the local store re-checks them anyway.
 */
export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

export interface StoredObject {
  name: string;
  modifiedAt: Date;
  size: number;
}

export interface DocumentStorage {
  /** The names of the archive's objects, without reading anything else of them (one cheap listing). */
  names(): Promise<string[]>;
  /** One object's date and size, or null when it is not there. */
  stat(name: string): Promise<StoredObject | null>;
  exists(name: string): Promise<boolean>;
  read(name: string): Promise<Buffer>;
  /** Replaces an existing object of the same name atomically (readers never see half a file). */
  write(name: string, content: Buffer | string): Promise<void>;
  /** Removing a missing object is not an error. */
  remove(name: string): Promise<void>;
}

/** Archive filenames: server-made from the quote number and the calculator. */
export const ARCHIVE_FILENAME_PATTERN = /^KV-\d{4}-\d{6,}-(betonstufen|renovierung)\.(html|pdf)$/;

export class LocalDirectoryStorage implements DocumentStorage {
  private ready: Promise<void> | null = null;

  constructor(readonly directory: string) {}

  async names(): Promise<string[]> {
    await this.ensureDirectory();
    const entries = await readdir(this.directory, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && ARCHIVE_FILENAME_PATTERN.test(entry.name))
      .map((entry) => entry.name);
  }

  async stat(name: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(name));
      return info.isFile() ? { name, modifiedAt: info.mtime, size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch {
      return false;
    }
  }

  async read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async write(name: string, content: Buffer | string): Promise<void> {
    const target = this.pathOf(name);
    await this.ensureDirectory();
    // Same directory, so rename is atomic; the temp name does not match the archive pattern and is never listed.
    const temp = join(this.directory, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temp, content);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  private pathOf(name: string): string {
    if (!ARCHIVE_FILENAME_PATTERN.test(name))
      throw new Error(`Not an archive filename: ${JSON.stringify(name)}`);
    return join(this.directory, name);
  }

  private ensureDirectory(): Promise<void> {
    this.ready ??= mkdir(this.directory, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        this.ready = null;
        throw error;
      },
    );
    return this.ready;
  }
}
