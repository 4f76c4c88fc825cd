import { Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../queue/periodic-sweep';
import { DocumentJobsService } from './document-jobs.service';

/** Worker only: enqueue quote documents whose job was lost while Redis was unavailable. */
@Injectable()
export class DocumentJobsSweeper extends PeriodicSweep {
  protected readonly logger = new Logger('DocumentJobsSweeper');

  constructor(private readonly documentJobs: DocumentJobsService) {
    super();
  }

  protected sweep(): Promise<number> {
    return this.documentJobs.sweep();
  }
}
