import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConversionsModule } from '../conversions/conversions.module';
import { ContactAdminController } from './contact-admin.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), ConversionsModule],
  controllers: [ContactAdminController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
