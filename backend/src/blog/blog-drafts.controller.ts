import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BLOG_MESSAGES, type BlogDraftCreated } from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { sendLinkPage } from '../common/link-page';
import { UuidParam } from '../common/uuid-param';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { withRawImage } from '../storage/upload-body';
import { BlogPhotoQueryDto, PublishLinkQueryDto } from './blog-article.dto';
import { BLOG_PHOTO_LIMIT, BlogDrafts, type PublishLinkCheck } from './blog-drafts.service';
import { publishConfirmPage, publishedPage, publishRefusedPage } from './publish-link-page';

/** Refused links answer a page, not JSON: the operator opened them from an e-mail. */
function sendRefused(res: Response, check: Extract<PublishLinkCheck, { ok: false }>): void {
  const used = check.reason === 'used';
  sendLinkPage(
    res,
    used ? 410 : 403,
    publishRefusedPage(used ? BLOG_MESSAGES.publishLinkUsed : BLOG_MESSAGES.publishLinkInvalid),
  );
}

@ApiTags('blog')
@Controller()
export class BlogDraftsController {
  constructor(private readonly drafts: BlogDrafts) {}

  @Public()
  @PublicWriteLimit('lead')
  @Post('blog/quick-upload')
  @HttpCode(201)
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp')
  @ApiOperation({
    summary: 'A draft article from a photo (the body, up to 50 MB); the worker writes its text',
  })
  fromPhoto(@Req() req: Request, @Query() query: BlogPhotoQueryDto): Promise<BlogDraftCreated> {
    return withRawImage(req, (photo) => this.drafts.fromPhoto(photo, query), BLOG_PHOTO_LIMIT);
  }

  @Public()
  @Get('blog/publish-link/:id')
  @ApiOperation({ summary: 'The e-mail link: a page with the button that publishes the draft' })
  async publishLinkPage(
    @UuidParam() id: string,
    @Query() query: PublishLinkQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const check = await this.drafts.checkPublishLink(id, query.token);
    if (!check.ok) return sendRefused(res, check);
    sendLinkPage(res, 200, publishConfirmPage(check.article, req.originalUrl));
  }

  @Public()
  @PublicWriteLimit('lead')
  @Post('blog/publish-link/:id')
  @ApiOperation({ summary: 'Publishes the draft of a valid, unused link' })
  async publishByLink(
    @UuidParam() id: string,
    @Query() query: PublishLinkQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const result = await this.drafts.publishByLink(id, query.token);
    if (!result.ok) return sendRefused(res, result);
    sendLinkPage(res, 200, publishedPage(result.article));
  }
}
