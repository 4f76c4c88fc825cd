import { BadGatewayException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BLOG_MESSAGES, type MainPageScanResult, slugifyTitle } from '@stairs/contracts';
import { Repository } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { BlogArticleEntity } from './blog-article.entity';
import { BlogService } from './blog.service';
import { mainPageSections } from './main-page-sections';

const FETCH_TIMEOUT_MS = 10_000;
/** A page larger than this is not the company's home page. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * 'Hauptseite scannen': reads the configured main site (SITE_MAIN_URL) and makes a draft of each section whose
 * title the blog has no article of yet (compared by slug, so case and punctuation do not count). The admin
 * asked for it, so no e-mail goes out; the drafts wait in the blog admin.
 */
@Injectable()
export class MainPageScan {
  private readonly logger = new Logger('MainPageScan');

  constructor(
    @InjectRepository(BlogArticleEntity) private readonly articles: Repository<BlogArticleEntity>,
    private readonly blog: BlogService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async scan(): Promise<MainPageScanResult> {
    const url = this.config.site.mainSiteUrl;
    const sections = mainPageSections(await this.fetchPage(url), url);
    const known = new Set(
      (await this.articles.find({ select: { title: true } })).map((article) => slugifyTitle(article.title)),
    );
    let created = 0;
    for (const section of sections) {
      const key = slugifyTitle(section.title);
      if (known.has(key)) continue;
      known.add(key);
      await this.blog.create(
        {
          title: section.title,
          content: section.content,
          excerpt: section.excerpt,
          keywords: null,
          metaDescription: null,
        },
        'draft',
      );
      created += 1;
    }
    this.logger.log(`${url}: ${sections.length} sections, ${created} new drafts`);
    return { success: true, foundNewContent: created > 0, createdArticles: created };
  }

  private async fetchPage(url: string): Promise<string> {
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/html' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('html')) throw new Error(`answered ${response.status} ${type}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_PAGE_BYTES) throw new Error(`${body.length} bytes`);
      return body.toString('utf8');
    } catch (error) {
      this.logger.warn(`${url} could not be read: ${(error as Error).message}`);
      throw new BadGatewayException(BLOG_MESSAGES.mainPageUnreachable);
    }
  }
}
