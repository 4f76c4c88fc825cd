import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { GALLERY_CATEGORIES, isGalleryCategory } from '@stairs/contracts';
import { UnrecoverableError } from 'bullmq';
import { Repository } from 'typeorm';
import { GalleryImageEntity } from '../gallery/gallery-image.entity';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import {
  contentTypeOfKey,
  OBJECT_STORAGE,
  objectKeyOfUrl,
  type ObjectStorage,
} from '../storage/object-storage';
import { DESCRIPTION_PROVIDER, type DescriptionProvider } from './description-provider';

export interface DescribeImageResult {
  description: string;
  provider: string;
}

/** `describeImage` jobs: the configured provider describes the stored picture of a gallery image. */
@HandlesJob('describeImage')
@Injectable()
export class DescribeImageHandler implements JobHandler<'describeImage'> {
  private readonly logger = new Logger('DescribeImage');

  constructor(
    @InjectRepository(GalleryImageEntity) private readonly images: Repository<GalleryImageEntity>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(DESCRIPTION_PROVIDER) private readonly provider: DescriptionProvider,
  ) {}

  async handle({ galleryImageId }: JobPayload<'describeImage'>): Promise<DescribeImageResult> {
    const row = await this.images.findOneBy({ id: galleryImageId });
    if (!row) throw new UnrecoverableError(`Gallery image ${galleryImageId} not found`);
    // The picture the site stores (the optimized one once it exists); external pictures are not fetched.
    const key = objectKeyOfUrl(row.imageUrl);
    const image = key ? await this.storage.get(key) : null;
    if (!key || !image) throw new UnrecoverableError(`Gallery image ${galleryImageId} has no stored picture`);
    const started = Date.now();
    const description = await this.provider.describe({
      image,
      contentType: contentTypeOfKey(key) ?? 'application/octet-stream',
      title: row.title,
      categoryLabel: isGalleryCategory(row.category) ? GALLERY_CATEGORIES[row.category] : row.category,
    });
    this.logger.log(`${row.galleryNumber}: ${this.provider.name} description in ${Date.now() - started} ms`);
    return { description, provider: this.provider.name };
  }
}
