import { Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../queue/periodic-sweep';
import { ContactNotificationsService } from './contact-notifications.service';

/** Worker only: enqueue contact message notifications that were lost while Redis was unavailable. */
@Injectable()
export class ContactNotificationsSweeper extends PeriodicSweep {
  protected readonly logger = new Logger('ContactNotificationsSweeper');

  constructor(private readonly notifications: ContactNotificationsService) {
    super();
  }

  protected sweep(): Promise<number> {
    return this.notifications.sweep();
  }
}
