import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalculationsModule } from '../calculations/calculations.module';
import { ConversionsModule } from '../conversions/conversions.module';
import { GalleryImageEntity } from '../gallery/gallery-image.entity';
import { LeadsAdminController } from './leads-admin.controller';
import { LeadsService } from './leads.service';
import { PhoneLeadEntity } from './phone-lead.entity';
import { QuoteRequestEntity } from './quote-request.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([PhoneLeadEntity, QuoteRequestEntity, GalleryImageEntity]),
    CalculationsModule,
    ConversionsModule,
  ],
  controllers: [LeadsAdminController],
  providers: [LeadsService],
  exports: [LeadsService],
})
export class LeadsModule {}
