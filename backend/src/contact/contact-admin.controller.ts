import { Controller, Delete, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ContactMessage, type SuccessResponse } from '@stairs/contracts';
import { UuidParam } from '../common/uuid-param';
import { ContactService } from './contact.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/contact-messages')
export class ContactAdminController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first' })
  list(): Promise<ContactMessage[]> {
    return this.contact.list();
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a contact message (the conversion statistics keep it)' })
  delete(@UuidParam() id: string): Promise<SuccessResponse> {
    return this.contact.delete(id);
  }
}
