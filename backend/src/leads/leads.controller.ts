import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SuccessResponse } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { DetailedQuoteDto, GalleryQuoteRequestDto, StorePhoneDto } from './leads.dto';
import { LeadsService } from './leads.service';
import { SpamChecked } from '../spam/spam-check';

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('phoneService')
  @Post('store-phone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Phone lead from the phone-service dialog (priority from the service)' })
  storePhone(@Body() body: StorePhoneDto): Promise<SuccessResponse> {
    return this.leads.storePhoneLead(body);
  }

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('detailedQuote')
  @Post('detailed-quote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Detailed-quote request linked to a calculation' })
  detailedQuote(@Body() body: DetailedQuoteDto): Promise<SuccessResponse> {
    return this.leads.requestDetailedQuote(body);
  }

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('galleryPriceCheck')
  @Post('gallery-quote-request')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Gallery price check: a quote request about one project, notified to the operator',
  })
  galleryQuoteRequest(@Body() body: GalleryQuoteRequestDto): Promise<SuccessResponse> {
    return this.leads.requestGalleryPriceCheck(body);
  }
}
