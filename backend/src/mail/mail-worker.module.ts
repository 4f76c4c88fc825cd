import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogArticleEntity } from '../blog/blog-article.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { PhoneLeadEntity } from '../leads/phone-lead.entity';
import { QuoteRequestEntity } from '../leads/quote-request.entity';
import { OrderEntity } from '../orders/order.entity';
import { MailTransport } from './mail-transport.service';
import { NotifyLeadHandler } from './notify-lead.handler';
import { OperatorNotifications } from './operator-notifications.service';

/** Worker side of the `mail` queue: operator e-mails about new leads. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      PhoneLeadEntity,
      QuoteRequestEntity,
      ContactMessageEntity,
      BlogArticleEntity,
      OrderEntity,
    ]),
  ],
  providers: [NotifyLeadHandler, MailTransport, OperatorNotifications],
  exports: [MailTransport],
})
export class MailWorkerModule {}
