import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { API, type QuoteEmailSentQuote } from '@stairs/contracts';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { setDocumentHeaders } from '../documents/documents.controller';
import { ARCHIVE_CONTENT_TYPES } from '../documents/document-archive.service';
import { QuoteEmailService } from './quote-email.service';

@ApiTags('calculators')
@Controller()
export class QuoteEmailController {
  constructor(private readonly quoteEmails: QuoteEmailService) {}

  /** An e-mailed quote's thank-you page's data (the page server renders it): 404 unknown token, 410 expired. */
  @Public()
  @Get(apiRoute(API.quoteEmailSent.path))
  @ApiOperation({ summary: 'An e-mailed quote by its share token: quote number, share path, end date' })
  sent(@Param('token') token: string): Promise<QuoteEmailSentQuote> {
    return this.quoteEmails.sentQuote(token);
  }

  /** Failures are small pages (QuoteShareErrorPages claims this path): 404 unknown token, 410 expired. */
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
