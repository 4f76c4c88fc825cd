import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type QuoteEmailResult } from '@stairs/contracts';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { setDocumentHeaders } from '../documents/documents.controller';
import { ARCHIVE_CONTENT_TYPES } from '../documents/document-archive.service';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { SpamChecked } from '../spam/spam-check';
import { QuoteEmailDto } from './quote-email.dto';
import { QuoteEmailService } from './quote-email.service';

@ApiTags('calculators')
@Controller()
export class QuoteEmailController {
  constructor(private readonly quoteEmails: QuoteEmailService) {}

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('quoteEmail')
  @Post('quote-email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The quote as a PDF to the visitor’s e-mail, the lead to the operator; answers the share link',
  })
  send(@Body() body: QuoteEmailDto): Promise<QuoteEmailResult> {
    return this.quoteEmails.send(body);
  }

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
