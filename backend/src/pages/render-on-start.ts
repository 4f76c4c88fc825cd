import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type AppConfig, InjectConfig } from '../config';
import { PublicPages } from './public-pages.service';

/**
 * Worker only: a started worker renders the pages once (as one content change: several workers starting in the
 * same window make one job). A new deployment may bring new asset names, and the schedule of the full render
 * survives in Redis, so its next run could be ten minutes away.
 */
@Injectable()
export class RenderPagesOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly publicPages: PublicPages,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.pages.rendererScript) this.publicPages.contentChanged('worker start');
  }
}
