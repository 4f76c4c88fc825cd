import { Module } from '@nestjs/common';
import { LeadRetention } from './lead-retention.service';
import { PersonalDataController } from './personal-data.controller';
import { PersonalDataService } from './personal-data.service';

/** DSGVO over HTTP: export and erase one person's data (admin). */
@Module({
  controllers: [PersonalDataController],
  providers: [PersonalDataService],
})
export class PrivacyModule {}

/** Worker side: the daily retention run. */
@Module({ providers: [LeadRetention] })
export class PrivacyWorkerModule {}
