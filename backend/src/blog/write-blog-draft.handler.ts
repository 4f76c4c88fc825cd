import { Inject, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Job, UnrecoverableError } from 'bullmq';
import { Repository } from 'typeorm';
import { DESCRIPTION_PROVIDER, type DescriptionProvider } from '../ai/description-provider';
import { LocalDescriptionProvider } from '../ai/local-description-provider';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import {
  contentTypeOfKey,
  OBJECT_STORAGE,
  objectKeyOfUrl,
  type ObjectStorage,
} from '../storage/object-storage';
import { BlogArticleEntity } from './blog-article.entity';
import { composePhotoDraft } from './photo-draft';

export type BlogDraftOutcome = 'written' | 'already-written' | 'gone';

/**
 * `writeBlogDraft` jobs: the configured AI provider describes the draft's photo and the draft gets its text.
 * When the provider still fails on the last attempt, the local provider writes it: the sender's photo never
 * stays without a draft. Then the operator's e-mail with the publish link is queued.
 */
@HandlesJob('writeBlogDraft')
export class WriteBlogDraftHandler implements JobHandler<'writeBlogDraft'> {
  private readonly logger = new Logger('WriteBlogDraft');
  private readonly fallback = new LocalDescriptionProvider();

  constructor(
    @InjectRepository(BlogArticleEntity) private readonly articles: Repository<BlogArticleEntity>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(DESCRIPTION_PROVIDER) private readonly provider: DescriptionProvider,
    private readonly outbox: Outbox,
  ) {}

  async handle({ articleId }: JobPayload<'writeBlogDraft'>, job: Job): Promise<BlogDraftOutcome> {
    const row = await this.articles.findOneBy({ id: articleId });
    if (!row) return 'gone';
    if (row.draftWrittenAt) {
      await this.outbox.markDone('blogPhotoDrafts', articleId);
      return 'already-written';
    }
    const key = objectKeyOfUrl(row.imageUrl);
    const image = key ? await this.storage.get(key) : null;
    if (!key || !image) throw new UnrecoverableError(`Draft ${articleId} has no stored photo`);

    const request = {
      image,
      contentType: contentTypeOfKey(key) ?? 'application/octet-stream',
      title: row.title,
      categoryLabel: 'Treppe',
    };
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let provider = this.provider;
    let pictureDescription: string;
    try {
      pictureDescription = await provider.describe(request);
    } catch (error) {
      if (!lastAttempt || provider.name === this.fallback.name) throw error;
      this.logger.warn(
        `${articleId}: ${provider.name} failed on the last attempt, the local provider writes`,
      );
      provider = this.fallback;
      pictureDescription = await provider.describe(request);
    }

    const draft = composePhotoDraft({
      title: row.title,
      imageUrl: row.imageUrl ?? '',
      description: row.photoDescription,
      pictureDescription,
    });
    // Only a draft still waiting: an admin who edited or published it meanwhile keeps their version.
    const result = await this.articles
      .createQueryBuilder()
      .update()
      .set({ ...draft, draftWrittenAt: () => 'now()' })
      .where('id = :id AND draft_written_at IS NULL', { id: articleId })
      .execute();
    await this.outbox.markDone('blogPhotoDrafts', articleId);
    if (result.affected) this.outbox.dispatch('blogDraftNotifications', articleId);
    this.logger.log(`${articleId}: draft written by ${provider.name}`);
    return 'written';
  }
}
