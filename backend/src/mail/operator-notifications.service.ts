import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BlogArticleEntity } from '../blog/blog-article.entity';
import { publishLinkUrl } from '../blog/publish-link';
import { type AppConfig, InjectConfig } from '../config';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { PhoneLeadEntity } from '../leads/phone-lead.entity';
import { QuoteRequestEntity } from '../leads/quote-request.entity';
import { OrderEntity } from '../orders/order.entity';
import { type NotifyLeadJobData } from './notify-lead.job';
import { type NotificationSource } from './notification-texts';

/** Loads what a `notify-lead` job names (jobs carry ids only; the data is read when the job runs). */
@Injectable()
export class OperatorNotifications {
  constructor(
    @InjectRepository(PhoneLeadEntity) private readonly phoneLeads: Repository<PhoneLeadEntity>,
    @InjectRepository(QuoteRequestEntity) private readonly quoteRequests: Repository<QuoteRequestEntity>,
    @InjectRepository(ContactMessageEntity)
    private readonly contactMessages: Repository<ContactMessageEntity>,
    @InjectRepository(BlogArticleEntity) private readonly blogArticles: Repository<BlogArticleEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The lead, or null when it no longer exists (deleted in the admin before the job ran). */
  async load({ kind, id }: NotifyLeadJobData): Promise<NotificationSource | null> {
    switch (kind) {
      case 'contact-message': {
        const row = await this.contactMessages.findOneBy({ id });
        return row && { kind, row };
      }
      case 'phone-lead': {
        const row = await this.phoneLeads.findOneBy({ id });
        return row && { kind, row };
      }
      case 'quote-request': {
        const row = await this.quoteRequests.findOneBy({ id });
        return row && { kind, row };
      }
      case 'order': {
        const row = await this.orders.findOneBy({ id });
        return row && { kind, row };
      }
      case 'blog-draft': {
        // A draft published or deleted meanwhile needs no e-mail.
        const row = await this.blogArticles.findOneBy({ id, status: 'draft' });
        const publishUrl = publishLinkUrl(this.config.site.publicUrl, this.config.session.secret, id);
        return row && { kind, row, publishUrl };
      }
    }
  }
}
