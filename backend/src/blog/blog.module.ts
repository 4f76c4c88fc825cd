import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogArticleEntity } from './blog-article.entity';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { SitemapController } from './sitemap.controller';

/** Blog articles over HTTP, and the sitemap and robots.txt that list them. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogArticleEntity])],
  controllers: [BlogController, SitemapController],
  providers: [BlogService],
})
export class BlogModule {}
