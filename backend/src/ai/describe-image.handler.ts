import { Inject, Logger } from '@nestjs/common';
import { GALLERY_CATEGORIES, isGalleryCategory } from '@stairs/contracts';
import { UnrecoverableError } from 'bullmq';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { contentTypeOfKey, isObjectKey, OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import { DESCRIPTION_PROVIDER, type DescriptionProvider } from './description-provider';

export interface DescribeImageResult {
  description: string;
  provider: string;
}

/** `describeImage` jobs: the configured provider describes a stored picture (of a gallery image or a fresh upload). */
@HandlesJob('describeImage')
export class DescribeImageHandler implements JobHandler<'describeImage'> {
  private readonly logger = new Logger('DescribeImage');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(DESCRIPTION_PROVIDER) private readonly provider: DescriptionProvider,
  ) {}

  async handle({ objectKey, title, category }: JobPayload<'describeImage'>): Promise<DescribeImageResult> {
    if (!isObjectKey(objectKey)) throw new UnrecoverableError(`Invalid object key ${objectKey}`);
    const image = await this.storage.get(objectKey);
    if (!image) throw new UnrecoverableError(`No stored picture ${objectKey}`);
    const started = Date.now();
    const description = await this.provider.describe({
      image,
      contentType: contentTypeOfKey(objectKey) ?? 'application/octet-stream',
      title: title.trim() === '' ? 'Treppenprojekt' : title.trim(),
      categoryLabel: isGalleryCategory(category) ? GALLERY_CATEGORIES[category] : 'Treppe',
    });
    this.logger.log(`${objectKey}: ${this.provider.name} description in ${Date.now() - started} ms`);
    return { description, provider: this.provider.name };
  }
}
