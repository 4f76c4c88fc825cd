import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { setDocumentHeaders } from '../documents/documents.controller';
import { ARCHIVE_CONTENT_TYPES } from '../documents/document-archive.service';
import { QuoteEmailService } from './quote-email.service';

@ApiTags('calculators')
@Controller()
export class QuoteEmailController {
  constructor(private readonly quoteEmails: QuoteEmailService) {}

  /** Failures are pages of the site (FormErrorPages claims this path): 404 unknown token, 410 expired. */
  @Public()
  @Get('quote-share/:token')
  @ApiProduces('text/html')
  @ApiOperation({ summary: 'The quote document by its share link, without a session (30 days)' })
  async share(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const document = await this.quoteEmails.sharedDocument(token);
    setDocumentHeaders(res, ARCHIVE_CONTENT_TYPES.html);
    // A private link: never in a search index (no-store and no-referrer come with the document's headers).
    res.setHeader('X-Robots-Tag', 'noindex');
    return document;
  }
}
