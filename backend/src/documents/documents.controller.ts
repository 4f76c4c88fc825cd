import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { type AdminListPage, pagePath, type SavedDocument, type SuccessResponse } from '@stairs/contracts';
import { type Response } from 'express';

import { Public } from '../auth/public.decorator';
import { AdminListQueryDto } from '../common/admin-list-page';
import { UuidParam } from '../common/uuid-param';
import { ARCHIVE_CONTENT_TYPES, type ArchiveKind, DocumentArchiveService } from './document-archive.service';
import {
  QUOTE_DOCUMENT_SOURCE,
  type QuoteDocumentSource,
  type QuoteDocumentType,
} from './quote-document.types';
import { renderQuoteHtml } from './quote-html.renderer';

export const DOCUMENT_MESSAGES = {
  quoteNotFound: 'Kostenvoranschlag nicht gefunden.',
  fileNotFound: 'Datei nicht gefunden.',
  fileDeleted: 'Datei wurde gelöscht.',
} as const;

/**
 * Served quote HTML may only show itself: no scripts, no requests, inline styles and data: images only.
 * frame-ancestors 'self' lets the admin preview (/preview/{filename}) frame it on the same origin.
 */
export const SERVED_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; " +
  "form-action 'none'; " +
  "frame-ancestors 'self'";

export function setDocumentHeaders(res: Response, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Security-Policy', SERVED_HTML_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * Quote documents. The public pages are rendered live from the calculation (so the link works before the worker
 * has archived anything); the archive endpoints serve what the worker wrote. Paths are relative to the global
 * `/api` prefix. Every route without @Public() needs the admin session (AdminGuard is global, AuthModule).
 */
@Controller()
export class DocumentsController {
  constructor(
    @Inject(QUOTE_DOCUMENT_SOURCE) private readonly source: QuoteDocumentSource,
    private readonly archive: DocumentArchiveService,
  ) {}

  @Get('concrete-html/:id')
  @Public()
  concreteHtml(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.liveHtml('concrete', id, res);
  }

  @Get('renovation-html/:id')
  @Public()
  renovationHtml(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.liveHtml('renovation', id, res);
  }

  /** The admin's view of a quote request (quoteId = the calculation id stored in its calculationData). */
  @Get('concrete-html/quote/:quoteId')
  concreteQuoteHtml(
    @UuidParam('quoteId') quoteId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return this.liveHtml('concrete', quoteId, res);
  }

  @Get('renovation-html/quote/:quoteId')
  renovationQuoteHtml(
    @UuidParam('quoteId') quoteId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return this.liveHtml('renovation', quoteId, res);
  }

  @Get('admin/html')
  listHtml(@Query() query: AdminListQueryDto): Promise<AdminListPage<SavedDocument>> {
    return this.archive.listPage('html', query);
  }

  @Get('admin/html/:filename')
  downloadHtml(
    @Param('filename') filename: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return this.download('html', filename, res);
  }

  @Delete('admin/html/:filename')
  @HttpCode(200)
  deleteHtml(@Param('filename') filename: string): Promise<SuccessResponse> {
    return this.remove('html', filename);
  }

  @Get('admin/pdfs')
  listPdfs(@Query() query: AdminListQueryDto): Promise<AdminListPage<SavedDocument>> {
    return this.archive.listPage('pdf', query);
  }

  @Get('admin/pdfs/:filename')
  downloadPdf(
    @Param('filename') filename: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return this.download('pdf', filename, res);
  }

  /** Not in the spec's call table; lets the PDF tab clean up like the HTML tab. */
  @Delete('admin/pdfs/:filename')
  @HttpCode(200)
  deletePdf(@Param('filename') filename: string): Promise<SuccessResponse> {
    return this.remove('pdf', filename);
  }

  private async liveHtml(type: QuoteDocumentType, id: string, res: Response): Promise<string> {
    const data = await this.source.findByCalculationId(id);
    if (!data || data.type !== type) throw new NotFoundException(DOCUMENT_MESSAGES.quoteNotFound);
    setDocumentHeaders(res, ARCHIVE_CONTENT_TYPES.html);
    return renderQuoteHtml(data, { homeHref: pagePath('home') });
  }

  private async download(kind: ArchiveKind, filename: string, res: Response): Promise<StreamableFile> {
    const file = await this.archive.read(kind, filename);
    if (!file) throw new NotFoundException(DOCUMENT_MESSAGES.fileNotFound);
    setDocumentHeaders(res, ARCHIVE_CONTENT_TYPES[kind]);
    // The name is the listing's own (it matched the strict archive pattern), so it is safe in the header.
    return new StreamableFile(file.content, {
      type: ARCHIVE_CONTENT_TYPES[kind],
      disposition: `attachment; filename="${file.entry.filename}"`,
      length: file.content.length,
    });
  }

  private async remove(kind: ArchiveKind, filename: string): Promise<SuccessResponse> {
    const deleted = await this.archive.delete(kind, filename);
    if (!deleted) throw new NotFoundException(DOCUMENT_MESSAGES.fileNotFound);
    return { success: true, message: DOCUMENT_MESSAGES.fileDeleted };
  }
}
