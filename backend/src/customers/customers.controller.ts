import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdminListPage,
  type CustomerChange,
  type CustomerDetail,
  type CustomerSummary,
  type PersonalDataErasure,
  type PersonalDataExport,
} from '@stairs/contracts';
import { type Response } from 'express';
import { UuidParam } from '../common/uuid-param';
import { PersonalDataService } from '../privacy/personal-data.service';
import { CustomerListQueryDto, CustomerMergeDto, CustomerSplitDto } from './customers.dto';
import { CustomersService } from './customers.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/customers')
export class CustomersController {
  constructor(
    private readonly customers: CustomersService,
    private readonly personalData: PersonalDataService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Customers, latest step first, a page at a time; searchable by name, e-mail, phone',
  })
  list(@Query() query: CustomerListQueryDto): Promise<AdminListPage<CustomerSummary>> {
    return this.customers.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A customer and every touchpoint on one timeline, newest first' })
  detail(@UuidParam() id: string): Promise<CustomerDetail> {
    return this.customers.detail(id);
  }

  @Post(':id/merge')
  @HttpCode(200)
  @ApiOperation({ summary: "Merge another customer into this one (the other's touchpoints move here)" })
  merge(@UuidParam() id: string, @Body() body: CustomerMergeDto): Promise<CustomerChange> {
    return this.customers.merge(id, body.otherCustomerId);
  }

  @Post(':id/split')
  @HttpCode(200)
  @ApiOperation({ summary: 'Split one touchpoint off into a customer of its own (matching keeps it apart)' })
  split(@UuidParam() id: string, @Body() body: CustomerSplitDto): Promise<CustomerChange> {
    return this.customers.split(id, body.kind, body.id);
  }

  @Get(':id/personal-data')
  @ApiOperation({ summary: "DSGVO export of everything stored in one customer's touchpoints, as a file" })
  async exportData(
    @UuidParam() id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PersonalDataExport> {
    const data = await this.personalData.exportCustomer(id);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="kunde-personendaten-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  }

  @Delete(':id/personal-data')
  @ApiOperation({
    summary: 'DSGVO erasure of every record of one customer (the customer is gone afterwards)',
  })
  eraseData(@UuidParam() id: string): Promise<PersonalDataErasure> {
    return this.personalData.eraseCustomer(id);
  }
}
