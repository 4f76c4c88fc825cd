import { Module } from '@nestjs/common';
import { SpamAdminController } from './spam-admin.controller';
import { SpamCounter } from './spam-counter.service';

/**
 * Spam defence of the public forms, API process only: the counts and their admin route. The check itself is part
 * of every public form's routes (public-forms/public-form-routes.ts).
 */
@Module({
  controllers: [SpamAdminController],
  providers: [SpamCounter],
  exports: [SpamCounter],
})
export class SpamModule {}
