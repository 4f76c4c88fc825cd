import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MailWorkerModule } from '../mail/mail-worker.module';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SendSignInLinkHandler } from './send-sign-in-link.handler';
import { SignInLinks } from './sign-in-link';

@Module({
  controllers: [AuthController],
  providers: [AuthService, SignInLinks, { provide: APP_GUARD, useClass: AdminGuard }],
})
export class AuthModule {}

/** Worker side: the operator's e-mail with a sign-in link. */
@Module({ imports: [MailWorkerModule], providers: [SendSignInLinkHandler] })
export class AuthWorkerModule {}
