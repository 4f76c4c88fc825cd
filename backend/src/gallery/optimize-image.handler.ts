import { Inject, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { DataSource, Repository } from 'typeorm';
import { isOptimizedKey, optimizedKeys, optimizeImage } from '../images/image-optimizer';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { PublicPages } from '../pages/public-pages.service';
import { noteObjectDeletions } from '../storage/object-deletions';
import { OBJECT_STORAGE, objectKeyOfUrl, objectUrl, type ObjectStorage } from '../storage/object-storage';
import { GalleryImageEntity } from './gallery-image.entity';

export type OptimizeImageResult =
  | { outcome: 'optimized'; bytesBefore: number; bytesAfter: number; ms: number }
  | { outcome: 'reused' | 'nothing-to-do' };

/**
 * `optimizeImage` jobs: the uploaded original of a gallery image becomes a WebP of at most 1920 px plus an 800 px
 * and a 400 px version, and the image points at them. Idempotent by what exists: versions already stored are
 * reused, and the row is only switched while it still shows the same original (else the versions are deleted).
 */
@HandlesJob('optimizeImage')
export class OptimizeImageHandler implements JobHandler<'optimizeImage'> {
  private readonly logger = new Logger('OptimizeImage');

  constructor(
    @InjectRepository(GalleryImageEntity) private readonly images: Repository<GalleryImageEntity>,
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly outbox: Outbox,
    private readonly publicPages: PublicPages,
  ) {}

  async handle({ galleryImageId }: JobPayload<'optimizeImage'>): Promise<OptimizeImageResult> {
    const started = Date.now();
    const row = await this.images.findOneBy({ id: galleryImageId });
    if (!row) return { outcome: 'nothing-to-do' }; // deleted meanwhile
    const originalKey = objectKeyOfUrl(row.imageUrl);
    // Not the site's own picture, or already optimized (a repeated job): nothing to make.
    if (!originalKey || isOptimizedKey(originalKey)) {
      await this.outbox.markDone('galleryImageOptimizations', galleryImageId);
      return { outcome: 'nothing-to-do' };
    }
    const keys = optimizedKeys(originalKey);
    let result: OptimizeImageResult = { outcome: 'reused' };
    const stored = await Promise.all(Object.values(keys).map((key) => this.storage.exists(key)));
    if (stored.includes(false)) {
      const original = await this.storage.get(originalKey);
      if (!original) {
        // Replaced or deleted meanwhile, and its deletion has run: nothing to make (a new original has its own job).
        if (!(await this.images.existsBy({ id: galleryImageId, imageUrl: row.imageUrl })))
          return { outcome: 'nothing-to-do' };
        throw new UnrecoverableError(`Original ${originalKey} of ${galleryImageId} is missing`);
      }
      const optimized = await optimizeImage(original);
      await this.storage.put(keys.thumbnail, optimized.thumbnail, 'image/webp');
      await this.storage.put(keys.medium, optimized.medium, 'image/webp');
      // The image last: its presence says the other versions exist.
      await this.storage.put(keys.image, optimized.image, 'image/webp');
      result = {
        outcome: 'optimized',
        bytesBefore: original.length,
        bytesAfter: optimized.image.length,
        ms: Date.now() - started,
      };
      this.logger.log(
        `${row.galleryNumber}: ${original.length} → ${optimized.image.length} bytes in ${result.ms} ms`,
      );
    }
    // Only while the row still shows this original: an operator may have set another image, or deleted the
    // image, while the versions were made. Then nothing shows them: they are noted for deletion like a deleted
    // record's pictures (the job keeps them if a record shows them after all).
    const orphaned = await this.dataSource.transaction(async (manager) => {
      const [, switched] = (await manager.query(
        `UPDATE gallery_images SET image_url = $3, thumbnail_url = $4, image_optimized_at = now()
          WHERE id = $1 AND image_url = $2`,
        [galleryImageId, row.imageUrl, objectUrl(keys.image), objectUrl(keys.thumbnail)],
      )) as [unknown, number];
      return switched > 0 ? [] : noteObjectDeletions(manager, [row.imageUrl]);
    });
    if (orphaned.length > 0) {
      for (const deletion of orphaned) this.outbox.dispatch('objectDeletions', deletion);
      this.logger.log(`${row.galleryNumber}: changed or deleted meanwhile, its versions are deleted`);
      return result;
    }
    // The pages show the optimized picture from now on.
    if (row.isActive) this.publicPages.contentChanged('gallery image optimized');
    return result;
  }
}
