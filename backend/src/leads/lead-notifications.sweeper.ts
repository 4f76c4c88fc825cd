import { Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../queue/periodic-sweep';
import { LeadNotificationsService } from './lead-notifications.service';

/** Worker only: enqueue lead notifications that were lost while Redis was unavailable. */
@Injectable()
export class LeadNotificationsSweeper extends PeriodicSweep {
  protected readonly logger = new Logger('LeadNotificationsSweeper');

  constructor(private readonly notifications: LeadNotificationsService) {
    super();
  }

  protected sweep(): Promise<number> {
    return this.notifications.sweep();
  }
}
