import { Module } from '@nestjs/common';
import { DeleteOldLeadsHandler } from './delete-old-leads.handler';
import { PersonalDataController } from './personal-data.controller';
import { PersonalDataService } from './personal-data.service';

/** DSGVO over HTTP: export and erase one person's data (admin). */
@Module({
  controllers: [PersonalDataController],
  providers: [PersonalDataService],
  exports: [PersonalDataService],
})
export class PrivacyModule {}

/** Worker side: the `deleteOldLeads` handler (the nightly retention run). */
@Module({ providers: [DeleteOldLeadsHandler] })
export class PrivacyWorkerModule {}
