import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SiteConfig } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { SiteConfigService } from './site-config.service';

@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Company details, contact data, outbound links and ad account ids' })
  get(): SiteConfig {
    return this.siteConfig.get();
  }
}
