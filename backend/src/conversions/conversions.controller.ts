import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ConversionStats, type ConversionTrends } from '@stairs/contracts';
import { ConversionsService } from './conversions.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin')
export class ConversionsController {
  constructor(private readonly conversions: ConversionsService) {}

  @Get('conversion-stats')
  @ApiOperation({ summary: "Today's conversions (Europe/Vienna): concrete, renovation, contact, phone" })
  stats(): Promise<ConversionStats> {
    return this.conversions.todayStats();
  }

  @Get('conversion-trends')
  @ApiOperation({ summary: 'Conversions per Vienna day and kind over the last 30 days (empty days as 0)' })
  trends(): Promise<ConversionTrends> {
    return this.conversions.trends();
  }
}
