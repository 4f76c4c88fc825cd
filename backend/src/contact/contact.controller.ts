import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SuccessResponse } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';
import { SpamChecked } from '../spam/spam-check';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('contact')
  @Post('contact')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Contact form: stored, counted as a conversion, notified to the operator by e-mail',
  })
  send(@Body() body: ContactDto): Promise<SuccessResponse> {
    return this.contact.store(body);
  }
}
