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
    summary: `Every public form with its label and its posts caught as spam per day (Europe/Vienna), the last ${SPAM_COUNT_DAYS} days`,
  })
  async counts(): Promise<SpamCounts> {
    return this.counter.recent();
  }
}
