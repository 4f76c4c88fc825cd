import { Module } from '@nestjs/common';
import { MailProcessor } from './mail.processor';

/** Worker side of the `mail` queue. */
@Module({ providers: [MailProcessor] })
export class MailWorkerModule {}
