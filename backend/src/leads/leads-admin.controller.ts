import { Body, Controller, Delete, Get, Patch, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdminListPage,
  type PhoneLead,
  type QuoteRequest,
  type SuccessResponse,
} from '@stairs/contracts';
import { AdminListQueryDto } from '../common/admin-list-page';
import { UuidParam } from '../common/uuid-param';
import { QuoteRequestStatusDto } from './leads.dto';
import { LeadsService } from './leads.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin')
export class LeadsAdminController {
  constructor(private readonly leads: LeadsService) {}

  @Get('phone-leads')
  @ApiOperation({ summary: 'Phone leads, newest first, a page at a time' })
  phoneLeads(@Query() query: AdminListQueryDto): Promise<AdminListPage<PhoneLead>> {
    return this.leads.listPhoneLeads(query);
  }

  @Delete('phone-lead/:id')
  @ApiOperation({ summary: 'Delete a phone lead' })
  deletePhoneLead(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.leads.deletePhoneLead(id);
  }

  @Get('quote-requests')
  @ApiOperation({ summary: 'Quote requests, newest first, a page at a time' })
  quoteRequests(@Query() query: AdminListQueryDto): Promise<AdminListPage<QuoteRequest>> {
    return this.leads.listQuoteRequests(query);
  }

  @Patch('quote-requests/:id')
  @ApiOperation({ summary: 'Set the status (pending, contacted, completed)' })
  updateStatus(@UuidParam() id: string, @Body() body: QuoteRequestStatusDto): Promise<QuoteRequest> {
    return this.leads.updateQuoteRequestStatus(id, body.status);
  }

  @Delete('quote-requests/:id')
  @ApiOperation({ summary: 'Delete a quote request' })
  deleteQuoteRequest(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.leads.deleteQuoteRequest(id);
  }
}
