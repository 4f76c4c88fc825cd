import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiWorkerModule } from '../ai/ai.module';
import { StorageModule } from '../storage/storage.module';
import { BlogArticleEntity } from './blog-article.entity';
import { BlogDraftsController } from './blog-drafts.controller';
import { BlogDrafts } from './blog-drafts.service';
import { MainPageScan } from './main-page-scan.service';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { SitemapController } from './sitemap.controller';
import { WriteBlogDraftHandler } from './write-blog-draft.handler';

/** Blog articles over HTTP, visitors' drafts, and the sitemap and robots.txt that list them. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogArticleEntity]), StorageModule],
  controllers: [BlogController, BlogDraftsController, SitemapController],
  providers: [BlogService, BlogDrafts, MainPageScan],
  exports: [BlogDrafts, BlogService],
})
export class BlogModule {}

/** Worker side: the `writeBlogDraft` handler (the description provider comes from the AI module). */
@Module({
  imports: [TypeOrmModule.forFeature([BlogArticleEntity]), StorageModule, AiWorkerModule],
  providers: [WriteBlogDraftHandler],
})
export class BlogWorkerModule {}
