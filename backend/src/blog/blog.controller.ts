import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BLOG_LIMITS,
  type BlogArticle,
  type BlogArticlesPage,
  type BlogDraftCreated,
  type SuccessResponse,
} from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { UuidParam } from '../common/uuid-param';
import {
  BlogArticleDto,
  BlogArticlesQueryDto,
  BlogArticleUpdateDto,
  EmailToBlogDto,
} from './blog-article.dto';
import { BlogService } from './blog.service';

@ApiTags('blog')
@Controller()
export class BlogController {
  constructor(private readonly blog: BlogService) {}

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

  @Public()
  @PublicWriteLimit('lead')
  @Post('blog/from-email')
  @HttpCode(201)
  @ApiOperation({ summary: 'A draft article from an e-mail (subject and/or body), awaiting an admin' })
  fromEmail(@Body() body: EmailToBlogDto): Promise<BlogDraftCreated> {
    return this.blog.createFromEmail(body);
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
