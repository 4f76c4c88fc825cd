import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { INDEXED_PAGE_PATHS, pagePath } from '@stairs/contracts';
import { Repository } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { SiteConfigService } from '../site-config/site-config.service';
import { BlogArticleEntity } from './blog-article.entity';
import { robotsTxt, sitemapXml } from './sitemap';

/** Served outside /api (UNPREFIXED_ROUTES): /sitemap.xml and /robots.txt, read from the database each time. */
@ApiTags('seo')
@Controller()
export class SitemapController {
  constructor(
    @InjectRepository(BlogArticleEntity) private readonly articles: Repository<BlogArticleEntity>,
    private readonly site: SiteConfigService,
  ) {}

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'The public pages and every published article, with lastmod' })
  async sitemap(): Promise<string> {
    const published = await this.articles.find({
      where: { status: 'published' },
      select: { slug: true, updatedAt: true, publishedAt: true },
      order: { publishedAt: 'DESC' },
    });
    const newest = published[0]?.updatedAt;
    return sitemapXml(this.site.get().publicUrl, [
      ...INDEXED_PAGE_PATHS.map((path) => ({
        path,
        lastModified: path === pagePath('blog') ? newest : undefined,
      })),
      ...published.map((article) => ({
        path: pagePath('blogArticle', { slug: article.slug }),
        lastModified: article.updatedAt,
      })),
    ]);
  }

  @Public()
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Crawling rules and the sitemap' })
  robots(): string {
    return robotsTxt(this.site.get().publicUrl);
  }
}
