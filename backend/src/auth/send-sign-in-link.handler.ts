import { Logger } from '@nestjs/common';
import { SIGN_IN_LINK_TEXTS, SIGN_IN_LINK_VALIDITY_MINUTES } from '@stairs/contracts';
import Redis from 'ioredis';
import { type AppConfig, InjectConfig } from '../config';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { MailTransport } from '../mail/mail-transport.service';
import { type MailOutcome } from '../mail/notify-lead.handler';
import { InjectRedis } from '../redis/redis.module';
import { pendingSignInLinkKey, signInLinkUrl } from './sign-in-link';

/** `sendSignInLink` jobs: the operator's e-mail with the link (NOTIFY_EMAIL), while the link is still pending. */
@HandlesJob('sendSignInLink')
export class SendSignInLinkHandler implements JobHandler<'sendSignInLink'> {
  private readonly logger = new Logger('SignInLinks');

  constructor(
    private readonly transport: MailTransport,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle({ linkId }: JobPayload<'sendSignInLink'>): Promise<MailOutcome> {
    if ((await this.redis.get(pendingSignInLinkKey(this.config.redis.prefix))) !== linkId) return 'gone';
    const url = signInLinkUrl(this.config.site.publicUrl, this.config.session.secret, linkId);
    if (!this.transport.configured) {
      // The link signs in: it is written to the log only outside production (no mail server in development).
      if (this.config.isProduction) this.logger.warn('Sign-in link not sent: SMTP_URL is not set');
      else this.logger.warn(`Sign-in link (SMTP_URL not set, so logged here): ${url}`);
      return 'logged';
    }
    await this.transport.send(
      {
        subject: SIGN_IN_LINK_TEXTS.mailSubject,
        text: [
          'Guten Tag,',
          '',
          `mit diesem Link melden Sie einen Browser im Admin-Bereich von ${this.config.site.companyName} an. Er gilt ${SIGN_IN_LINK_VALIDITY_MINUTES} Minuten und nur einmal:`,
          '',
          url,
          '',
          'Haben Sie keinen Link angefordert, können Sie diese E-Mail löschen: Ohne sie kann niemand den Link verwenden.',
        ].join('\n'),
      },
      `sign-in-link.${linkId}`,
    );
    this.logger.log(`Sign-in link ${linkId} sent to the operator`);
    return 'sent';
  }
}
