import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ConversionStats } from '@stairs/contracts';
import { ConversionsService } from './conversions.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/conversion-stats')
export class ConversionsController {
  constructor(private readonly conversions: ConversionsService) {}

  @Get()
  @ApiOperation({ summary: "Today's conversions (Europe/Vienna): concrete, renovation, contact, phone" })
  stats(): Promise<ConversionStats> {
    return this.conversions.todayStats();
  }
}
