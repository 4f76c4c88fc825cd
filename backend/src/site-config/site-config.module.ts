import { Global, Module } from '@nestjs/common';
import { SiteConfigController } from './site-config.controller';
import { SiteConfigService } from './site-config.service';

/** Global: quote documents, mails and pages all read company details from SiteConfigService. */
@Global()
@Module({ controllers: [SiteConfigController], providers: [SiteConfigService], exports: [SiteConfigService] })
export class SiteConfigModule {}
