import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PriceSettings } from '@stairs/contracts';
import { PriceSettingsDto } from './pricing.dto';
import { PricingService } from './pricing.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/pricing')
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  @ApiOperation({ summary: 'Current price settings (euro per m², gross)' })
  get(): Promise<PriceSettings> {
    return this.pricing.getSettings();
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the price settings; answers the saved settings' })
  save(@Body() body: PriceSettingsDto): Promise<PriceSettings> {
    return this.pricing.saveSettings(body);
  }
}
