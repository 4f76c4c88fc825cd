import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AdminListPage,
  type AdminListQuery,
  CONTACT_MESSAGES,
  type ContactMessage,
  type SuccessResponse,
} from '@stairs/contracts';
import { Repository } from 'typeorm';
import { readAdminListPage } from '../common/admin-list-page';
import { ConversionsService } from '../conversions/conversions.service';
import { Outbox } from '../jobs/outbox.service';
import { leadCreatedEvent } from '../webhooks/lead-created-event';
import { ContactMessageEntity } from './contact-message.entity';
import { type ContactDto } from './contact.dto';

export function toContactMessage(row: ContactMessageEntity): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly conversions: ConversionsService,
    private readonly outbox: Outbox,
  ) {}

  /** Message and its 'contact' conversion are committed before the visitor sees success; the e-mail follows. */
  async store(dto: ContactDto): Promise<SuccessResponse> {
    const id = await this.conversions.insertCounted(
      ContactMessageEntity,
      { name: dto.name, email: dto.email, message: dto.message },
      'contact',
      (id) =>
        leadCreatedEvent('contact-message', id, { name: dto.name, email: dto.email, message: dto.message }),
    );
    this.outbox.dispatch('contactMessageNotifications', id);
    this.outbox.dispatch('contactMessageCustomerMatching', id);
    return { success: true, message: CONTACT_MESSAGES.stored };
  }

  list(query: AdminListQuery): Promise<AdminListPage<ContactMessage>> {
    return readAdminListPage(this.messages, 'created_at', query, toContactMessage);
  }

  async delete(id: string): Promise<SuccessResponse> {
    const result = await this.messages.delete({ id });
    if (!result.affected) throw new NotFoundException(CONTACT_MESSAGES.notFound);
    return { success: true };
  }
}
