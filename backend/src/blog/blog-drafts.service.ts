import { BadRequestException, Injectable } from '@nestjs/common';
import { BLOG_LIMITS, BLOG_MESSAGES, type BlogArticle, type BlogDraftCreated } from '@stairs/contracts';
import { randomUUID } from 'node:crypto';
import { type AppConfig, InjectConfig } from '../config';
import { Outbox } from '../jobs/outbox.service';
import { inspectImage } from '../storage/image-inspection';
import { StoredUploads } from '../storage/stored-uploads';
import { titleFromFileName } from '../storage/title-from-file-name';
import { type StagedUpload, type UploadLimit } from '../storage/upload-body';
import { refusedFields } from '../common/validation';
import { type BlogArticleEntity } from './blog-article.entity';
import { type BlogPhotoQueryDto, type EmailToBlogDto } from './blog-article.dto';
import { BlogService } from './blog.service';
import { draftFromEmail } from './email-draft';
import { pendingPhotoDraftContent, photoDraftTitle } from './photo-draft';
import { isPublishToken } from './publish-link';

/** The upload page's photo: 'JPG, PNG bis 50MB', and fewer pixels than the admin's (anyone may send one). */
export const BLOG_PHOTO_LIMIT: UploadLimit = {
  maxBytes: BLOG_LIMITS.photoMaxBytes,
  tooLargeMessage: BLOG_MESSAGES.photoTooLarge,
  maxPixels: BLOG_LIMITS.photoMaxPixels,
  tooManyPixelsMessage: BLOG_MESSAGES.photoTooManyPixels,
};

export type PublishLinkCheck =
  | { ok: true; article: BlogArticleEntity }
  | { ok: false; reason: 'invalid' | 'used'; article?: BlogArticleEntity };

/**
 * An e-mail needs a subject or a body (either suffices): the 400 for one that has neither, its message under both
 * fields (ApiErrorBody.fields: the form sent without script shows it there).
 */
export function emptyEmailRefusal(dto: EmailToBlogDto): BadRequestException | undefined {
  if (dto.subject || dto.body) return undefined;
  return refusedFields(BLOG_MESSAGES.emailEmpty, ['subject', 'body']);
}

function created(article: BlogArticle): BlogDraftCreated {
  return { success: true, article: { id: article.id, title: article.title, status: article.status } };
}

/**
 * Drafts from visitors (docs/decisions.md: never published without an admin): from an e-mail's text and from a
 * photo, whose text the worker's `ai` job writes. The operator gets an e-mail with a link that publishes once.
 */
@Injectable()
export class BlogDrafts {
  constructor(
    private readonly blog: BlogService,
    private readonly outbox: Outbox,
    private readonly uploads: StoredUploads,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async fromEmail(dto: EmailToBlogDto): Promise<BlogDraftCreated> {
    const refusal = emptyEmailRefusal(dto);
    if (refusal) throw refusal;
    const draft = draftFromEmail(dto.subject, dto.body);
    const article = await this.blog.create({ ...draft, keywords: null, metaDescription: null }, 'draft', {
      notificationSentAt: null,
    });
    this.outbox.dispatch('blogDraftNotifications', article.id);
    return created(article);
  }

  /**
   * Stores the photo (its bytes decide what it is) and creates the draft; the worker writes its text. A photo
   * whose draft could not be written is deleted again.
   */
  async fromPhoto(photo: StagedUpload, query: BlogPhotoQueryDto): Promise<BlogDraftCreated> {
    const image = await inspectImage(photo, BLOG_PHOTO_LIMIT);
    const upload = await this.uploads.store(
      `blog/${randomUUID()}.${image.extension}`,
      photo,
      image.contentType,
    );
    const imageUrl = upload.url;
    const description = query.description ?? null;
    const title = photoDraftTitle(description, titleFromFileName(query.filename));
    const article = await this.uploads.claim(upload, () =>
      this.blog.create(
        {
          title,
          content: pendingPhotoDraftContent(title, imageUrl, description),
          excerpt: description,
          keywords: null,
          metaDescription: null,
        },
        'draft',
        {
          imageUrl,
          photoDescription: description,
          draftWrittenAt: null,
          notificationSentAt: null,
        },
      ),
    );
    this.outbox.dispatch('blogPhotoDrafts', article.id);
    return created(article);
  }

  /** Whether a publish link may publish: a valid token of a draft whose link was not used. */
  async checkPublishLink(id: string, token: string): Promise<PublishLinkCheck> {
    if (!isPublishToken(this.config.session.secret, id, token)) return { ok: false, reason: 'invalid' };
    const article = await this.blog.findEntity(id);
    if (!article) return { ok: false, reason: 'invalid' };
    if (article.status !== 'draft' || article.publishLinkUsedAt)
      return { ok: false, reason: 'used', article };
    return { ok: true, article };
  }

  async publishByLink(id: string, token: string): Promise<PublishLinkCheck> {
    const check = await this.checkPublishLink(id, token);
    if (!check.ok) return check;
    const published = await this.blog.publishDraft(id);
    // Two clicks at once: the second finds the draft published by the first.
    return published
      ? { ok: true, article: published }
      : { ok: false, reason: 'used', article: check.article };
  }
}
