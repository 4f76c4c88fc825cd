import { Injectable } from '@nestjs/common';
import { BackgroundTasks } from '../jobs/background-tasks.service';
import { JobQueue } from '../jobs/job-queue.service';
import { RENDER_WINDOW_MS } from './render-pages.job';

/**
 * The public pages are HTML written ahead of time; content they show changed (a gallery image, a reference
 * project): they are rendered again off the request path. A lost request is caught up by the scheduled full
 * render (render-pages.job.ts).
 */
@Injectable()
export class PublicPages {
  constructor(
    private readonly jobs: JobQueue,
    private readonly background: BackgroundTasks,
  ) {}

  contentChanged(reason: string): void {
    const window = Math.floor(Date.now() / RENDER_WINDOW_MS);
    this.background.run(`render pages (${reason})`, () =>
      this.jobs.enqueue('renderPages', { reason, window }),
    );
  }
}
