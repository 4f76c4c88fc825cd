import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SpamCounts } from '@stairs/contracts';
import { SPAM_COUNT_DAYS, SpamCounter } from './spam-counter.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/spam-counts')
export class SpamAdminController {
  constructor(private readonly counter: SpamCounter) {}

  @Get()
  @ApiOperation({
    summary: `Posts of the public forms caught as spam, per form and day (Europe/Vienna), the last ${SPAM_COUNT_DAYS} days`,
  })
  async counts(): Promise<SpamCounts> {
    return { counts: await this.counter.recent() };
  }
}
