import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GalleryModule } from '../gallery/gallery.module';
import { ReferenceProjectEntity } from './reference-project.entity';
import { ReferencesController } from './references.controller';
import { ReferencesService } from './references.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReferenceProjectEntity]), GalleryModule],
  controllers: [ReferencesController],
  providers: [ReferencesService],
})
export class ReferencesModule {}
