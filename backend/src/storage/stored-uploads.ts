import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Outbox } from '../jobs/outbox.service';
import { objectStem } from './object-deletions';
import { OBJECT_STORAGE, objectUrl, type ObjectBody, type ObjectStorage } from './object-storage';

/**
 * How long a stored upload may wait for a record that shows it (the admin's direct upload before the form is
 * saved; docs/decisions.md). Then its files are deleted unless a record shows them.
 */
export const UNCLAIMED_UPLOAD_HOURS = 24;

/** A stored upload: its URL, and the noted deletion that removes it unless a record shows it in time. */
export interface StoredUpload {
  url: string;
  deletionId: string;
}

/**
 * Uploads are stored before any record shows them (the direct upload stores a file for a form saved later; a
 * photo draft's row is written after its photo). Each is noted for deletion first, due UNCLAIMED_UPLOAD_HOURS
 * later, in `object_deletions`: the `deleteObjects` job then removes it unless a record shows it. So an upload
 * never used, or whose record could not be written (or whose process died in between), is not kept for ever.
 */
@Injectable()
export class StoredUploads {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly outbox: Outbox,
  ) {}

  async store(key: string, body: ObjectBody, contentType: string): Promise<StoredUpload> {
    const deletionId = randomUUID();
    await this.dataSource.query(
      `INSERT INTO object_deletions (id, object_key, due_at)
       VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [deletionId, objectStem(key), UNCLAIMED_UPLOAD_HOURS],
    );
    await this.storage.put(key, body, contentType);
    return { url: objectUrl(key), deletionId };
  }

  /** The record that was to show the upload was not written: its files go now rather than in a day. */
  private async discard(upload: StoredUpload): Promise<void> {
    await this.dataSource.query('UPDATE object_deletions SET due_at = now() WHERE id = $1', [
      upload.deletionId,
    ]);
    this.outbox.dispatch('objectDeletions', upload.deletionId);
  }

  /**
   * Runs `write` (which writes the record that shows the upload); when it fails, the upload is discarded and
   * the error goes on.
   */
  async claim<T>(upload: StoredUpload, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.discard(upload).catch(() => undefined); // the noted deletion still comes when due
      throw error;
    }
  }
}
