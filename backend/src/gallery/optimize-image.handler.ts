import { Inject, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { Repository } from 'typeorm';
import { optimizedKeys, optimizeImage } from '../images/image-optimizer';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { PublicPages } from '../pages/public-pages.service';
import { OBJECT_STORAGE, objectKeyOfUrl, objectUrl, type ObjectStorage } from '../storage/object-storage';
import { GalleryImageEntity } from './gallery-image.entity';

export type OptimizeImageResult =
  | { outcome: 'optimized'; bytesBefore: number; bytesAfter: number; ms: number }
  | { outcome: 'reused' | 'nothing-to-do' };

/**
 * `optimizeImage` jobs: the uploaded original of a gallery image becomes a WebP of at most 1920 px plus an 800 px
 * and a 400 px version, and the image points at them. Idempotent by what exists: versions already stored are
 * reused, and the row is only switched while it still shows the same original.
 */
@HandlesJob('optimizeImage')
export class OptimizeImageHandler implements JobHandler<'optimizeImage'> {
  private readonly logger = new Logger('OptimizeImage');

  constructor(
    @InjectRepository(GalleryImageEntity) private readonly images: Repository<GalleryImageEntity>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly outbox: Outbox,
    private readonly publicPages: PublicPages,
  ) {}

  async handle({ galleryImageId }: JobPayload<'optimizeImage'>): Promise<OptimizeImageResult> {
    const started = Date.now();
    const row = await this.images.findOneBy({ id: galleryImageId });
    if (!row) return { outcome: 'nothing-to-do' }; // deleted meanwhile
    const originalKey = objectKeyOfUrl(row.imageUrl);
    if (!originalKey) {
      await this.outbox.markDone('galleryImageOptimizations', galleryImageId);
      return { outcome: 'nothing-to-do' };
    }
    const keys = optimizedKeys(originalKey);
    let result: OptimizeImageResult = { outcome: 'reused' };
    const stored = await Promise.all(Object.values(keys).map((key) => this.storage.exists(key)));
    if (stored.includes(false)) {
      const original = await this.storage.get(originalKey);
      if (!original) throw new UnrecoverableError(`Original ${originalKey} of ${galleryImageId} is missing`);
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
    // Only while the row still shows this original: an operator may have set another image meanwhile.
    await this.images
      .createQueryBuilder()
      .update()
      .set({
        imageUrl: objectUrl(keys.image),
        thumbnailUrl: objectUrl(keys.thumbnail),
        imageOptimizedAt: () => 'now()',
      })
      .where('id = :id AND image_url = :original', { id: galleryImageId, original: row.imageUrl })
      .execute();
    // The pages show the optimized picture from now on.
    if (row.isActive) this.publicPages.contentChanged('gallery image optimized');
    return result;
  }
}
