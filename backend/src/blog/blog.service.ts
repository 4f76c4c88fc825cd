import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  articleSlug,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  type BlogArticle,
  type BlogArticlesPage,
  type BlogArticleStatus,
  isArticleSlug,
  type SuccessResponse,
} from '@stairs/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { Outbox } from '../jobs/outbox.service';
import { PublicPages } from '../pages/public-pages.service';
import { noteObjectDeletions, objectUrlsIn, replacedPictures } from '../storage/object-deletions';
import { type BlogArticleDto, type BlogArticleUpdateDto } from './blog-article.dto';
import { BlogArticleEntity } from './blog-article.entity';

export function toBlogArticle(row: BlogArticleEntity): BlogArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    keywords: row.keywords,
    metaDescription: row.metaDescription,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a visitor's draft records of where it came from (admin articles leave them at their defaults). */
export type DraftSourceFields = Partial<
  Pick<BlogArticleEntity, 'imageUrl' | 'photoDescription' | 'draftWrittenAt' | 'notificationSentAt'>
>;

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogArticleEntity) private readonly articles: Repository<BlogArticleEntity>,
    private readonly publicPages: PublicPages,
    private readonly outbox: Outbox,
  ) {}

  /** Published articles, newest first, one page (docs/product.md §7). */
  async listPublished(page = 1, limit: number = BLOG_LIMITS.pageSize): Promise<BlogArticlesPage> {
    const [rows, total] = await this.articles.findAndCount({
      where: { status: 'published' },
      order: { publishedAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return {
      articles: rows.map(toBlogArticle),
      pagination: { page, limit, hasMore: page * limit < total, total },
    };
  }

  async findPublished(slug: string): Promise<BlogArticle> {
    // A text no slug can be (e.g. with a NUL byte, which Postgres refuses) is simply no article.
    const row = isArticleSlug(slug) ? await this.articles.findOneBy({ slug, status: 'published' }) : null;
    if (!row) throw new NotFoundException(BLOG_MESSAGES.articleNotFound);
    return toBlogArticle(row);
  }

  /** Every article, drafts first, then by date (the blog admin). */
  async listAll(): Promise<{ articles: BlogArticle[] }> {
    const rows = await this.articles
      .createQueryBuilder('a')
      .orderBy(`CASE WHEN a.status = 'draft' THEN 0 ELSE 1 END`)
      .addOrderBy('coalesce(a.published_at, a.created_at)', 'DESC')
      .getMany();
    return { articles: rows.map(toBlogArticle) };
  }

  /**
   * An admin's article, published at once (docs/product.md §5), or a visitor's draft with its source fields;
   * the slug from the title, made unique.
   */
  async create(
    dto: BlogArticleDto,
    status: BlogArticleStatus = 'published',
    source: DraftSourceFields = {},
  ): Promise<BlogArticle> {
    const now = new Date();
    const slug = articleSlug(dto.title, now);
    const row = await this.articles.manager.transaction(async (manager) => {
      // Articles of one title on one day choose their suffix one after the other: read, then insert, under a
      // lock on the slug (held until the commit). Read and insert side by side, two drafts took the same
      // suffix and the second was a 500 (blog_articles_slug_key).
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`blog-slug:${slug}`]);
      return manager.save(
        manager.create(BlogArticleEntity, {
          slug: await uniqueSlug(manager, slug),
          title: dto.title,
          content: dto.content,
          excerpt: dto.excerpt ?? null,
          keywords: dto.keywords ?? null,
          metaDescription: dto.metaDescription ?? null,
          status,
          publishedAt: status === 'published' ? now : null,
          ...source,
        }),
      );
    });
    if (status === 'published') this.publicPages.contentChanged('blog article published');
    return toBlogArticle(row);
  }

  /** Publishes a draft (the e-mail's link); false when it is no draft (published or deleted meanwhile). */
  async publishDraft(id: string): Promise<BlogArticleEntity | null> {
    const result = await this.articles
      .createQueryBuilder()
      .update()
      .set({ status: 'published', publishedAt: () => 'now()', publishLinkUsedAt: () => 'now()' })
      .where(`id = :id AND status = 'draft' AND publish_link_used_at IS NULL`, { id })
      .execute();
    if (!result.affected) return null;
    this.publicPages.contentChanged('blog article published');
    return this.articles.findOneBy({ id });
  }

  /** The form's fields; the slug stays (links to the article keep working). Publishing sets the date once. */
  async update(id: string, dto: BlogArticleUpdateDto): Promise<BlogArticle> {
    const { saved, wasPublished, deletions } = await this.articles.manager.transaction(async (manager) => {
      const row = await manager.findOne(BlogArticleEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new NotFoundException(BLOG_MESSAGES.articleNotFound);
      const picturesBefore = picturesOf(row);
      const published = row.status === 'published';
      row.title = dto.title;
      row.content = dto.content;
      row.excerpt = dto.excerpt ?? null;
      row.keywords = dto.keywords ?? null;
      row.metaDescription = dto.metaDescription ?? null;
      if (dto.status) row.status = dto.status;
      // The admin's text wins over a photo draft's AI text that has not arrived yet.
      row.draftWrittenAt ??= new Date();
      if (row.status === 'published') row.publishedAt ??= new Date();
      const written = await manager.save(row);
      // A picture the text no longer shows follows through a job, unless another record shows it.
      const removed = replacedPictures(picturesBefore, picturesOf(written));
      return {
        saved: written,
        wasPublished: published,
        deletions: await noteObjectDeletions(manager, removed),
      };
    });
    for (const deletion of deletions) this.outbox.dispatch('objectDeletions', deletion);
    if (wasPublished || saved.status === 'published') this.publicPages.contentChanged('blog article changed');
    return toBlogArticle(saved);
  }

  /** Deletes the article; its photos (the draft's photo, pictures in its text) follow through a job. */
  async remove(id: string): Promise<SuccessResponse> {
    const row = await this.find(id);
    const deletions = await this.articles.manager.transaction(async (manager) => {
      await manager.delete(BlogArticleEntity, { id });
      return noteObjectDeletions(manager, picturesOf(row));
    });
    for (const deletion of deletions) this.outbox.dispatch('objectDeletions', deletion);
    if (row.status === 'published') this.publicPages.contentChanged('blog article deleted');
    return { success: true };
  }

  /** The row by id, or null. */
  findEntity(id: string): Promise<BlogArticleEntity | null> {
    return this.articles.findOneBy({ id });
  }

  private async find(id: string): Promise<BlogArticleEntity> {
    const row = await this.articles.findOneBy({ id });
    if (!row) throw new NotFoundException(BLOG_MESSAGES.articleNotFound);
    return row;
  }
}

/** Every picture an article shows: a photo draft's photo and the pictures in its text. */
function picturesOf(article: Pick<BlogArticleEntity, 'imageUrl' | 'content'>): Array<string | null> {
  return [article.imageUrl, ...objectUrlsIn(article.content)];
}

/** The slug, or with -2, -3, … when an article has it already (two articles of one title on one day). */
async function uniqueSlug(manager: EntityManager, slug: string): Promise<string> {
  const taken = new Set(
    (
      await manager
        .createQueryBuilder(BlogArticleEntity, 'a')
        .select('a.slug', 'slug')
        .where('a.slug = :slug OR a.slug LIKE :pattern', { slug, pattern: `${slug}-%` })
        .getRawMany<{ slug: string }>()
    ).map((row) => row.slug),
  );
  if (!taken.has(slug)) return slug;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${slug}-${suffix}`)) return `${slug}-${suffix}`;
}
