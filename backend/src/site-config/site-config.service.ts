import { Injectable } from '@nestjs/common';
import { type SiteConfig } from '@stairs/contracts';
import { type AppConfig, InjectConfig } from '../config';

/** Company details and links: one source (environment with fictitious defaults) for pages and documents. */
@Injectable()
export class SiteConfigService {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  get(): SiteConfig {
    return this.config.site;
  }
}
