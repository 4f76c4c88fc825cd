import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BLOG_LIMITS,
  type BlogArticle,
  type BlogArticlesPage,
  type MainPageScanResult,
  type SuccessResponse,
} from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { UuidParam } from '../common/uuid-param';
import { BlogArticleDto, BlogArticlesQueryDto, BlogArticleUpdateDto } from './blog-article.dto';
import { BlogService } from './blog.service';
import { MainPageScan } from './main-page-scan.service';

@ApiTags('blog')
@Controller()
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly mainPageScan: MainPageScan,
  ) {}

  @Public()
  @Get('blog/articles')
  @ApiOperation({ summary: 'Published articles, newest first, 6 per page' })
  list(@Query() query: BlogArticlesQueryDto): Promise<BlogArticlesPage> {
    return this.blog.listPublished(query.page ?? 1, query.limit ?? BLOG_LIMITS.pageSize);
  }

  @Public()
  @Get('blog/article/:slug')
  @ApiOperation({ summary: 'One published article by its slug' })
  find(@Param('slug') slug: string): Promise<BlogArticle> {
    return this.blog.findPublished(slug);
  }

  @Post('blog/scan-main-page')
  @HttpCode(200)
  @ApiOperation({ summary: 'Drafts from the main site’s sections the blog has no article of (admin)' })
  scanMainPage(): Promise<MainPageScanResult> {
    return this.mainPageScan.scan();
  }

  @Get('admin/blog/articles')
  @ApiOperation({ summary: 'Every article, drafts included (admin)' })
  listAll(): Promise<{ articles: BlogArticle[] }> {
    return this.blog.listAll();
  }

  @Post('blog/create')
  @HttpCode(201)
  @ApiOperation({ summary: 'New article, published at once; the slug is made from the title (admin)' })
  create(@Body() body: BlogArticleDto): Promise<BlogArticle> {
    return this.blog.create(body);
  }

  @Put('blog/article/:id')
  @ApiOperation({ summary: 'Change an article, publish or unpublish it (admin)' })
  update(@UuidParam() id: string, @Body() body: BlogArticleUpdateDto): Promise<BlogArticle> {
    return this.blog.update(id, body);
  }

  @Delete('blog/article/:id')
  @ApiOperation({ summary: 'Delete an article (admin)' })
  remove(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.blog.remove(id);
  }
}
