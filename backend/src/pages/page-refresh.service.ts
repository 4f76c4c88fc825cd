import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type AppConfig, InjectConfig } from '../config';
import { PeriodicTask } from '../jobs/periodic-task';
import { PublicPages } from './public-pages.service';

/** Catches up on lost render requests and on content nobody reported (the site configuration). */
const FULL_RENDER_INTERVAL_MS = 10 * 60 * 1000;

/** Worker only: the pages are rendered when the worker starts and then every ten minutes. */
@Injectable()
export class PageRefresh implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PageRefresh');
  private readonly task: PeriodicTask;

  constructor(
    publicPages: PublicPages,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.task = new PeriodicTask(
      'Periodic page render',
      FULL_RENDER_INTERVAL_MS,
      () => Promise.resolve(publicPages.contentChanged('periodic')),
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.pages.rendererScript) this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}
