import { Inject, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { isStemInUse, objectFamily } from './object-deletions';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage';

export type DeleteObjectsResult = { outcome: 'deleted' | 'in-use' | 'nothing-to-do' };

/**
 * `deleteObjects` jobs: the stored files of a deleted picture go, unless a record shows the picture again.
 * Deleting a missing file is no error, so a repeated job does no harm; a storage error throws and is retried.
 */
@HandlesJob('deleteObjects')
export class DeleteObjectsHandler implements JobHandler<'deleteObjects'> {
  private readonly logger = new Logger('DeleteObjects');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly outbox: Outbox,
  ) {}

  async handle({ objectDeletionId }: JobPayload<'deleteObjects'>): Promise<DeleteObjectsResult> {
    const [row] = (await this.dataSource.query(
      'SELECT object_key AS stem FROM object_deletions WHERE id = $1 AND deleted_at IS NULL',
      [objectDeletionId],
    )) as Array<{ stem: string }>;
    if (!row) return { outcome: 'nothing-to-do' };
    let outcome: DeleteObjectsResult['outcome'] = 'in-use';
    if (!(await isStemInUse(this.dataSource.manager, row.stem))) {
      for (const key of objectFamily(row.stem)) await this.storage.delete(key);
      this.logger.log(`Deleted the stored files of ${row.stem}`);
      outcome = 'deleted';
    }
    await this.outbox.markDone('objectDeletions', objectDeletionId);
    return { outcome };
  }
}
