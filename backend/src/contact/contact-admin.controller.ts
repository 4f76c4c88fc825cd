import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AdminListPage, type ContactMessage, type SuccessResponse } from '@stairs/contracts';
import { AdminListQueryDto } from '../common/admin-list-page';
import { UuidParam } from '../common/uuid-param';
import { ContactService } from './contact.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/contact-messages')
export class ContactAdminController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first, a page at a time' })
  list(@Query() query: AdminListQueryDto): Promise<AdminListPage<ContactMessage>> {
    return this.contact.list(query);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a contact message (the conversion statistics keep it)' })
  delete(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.contact.delete(id);
  }
}
