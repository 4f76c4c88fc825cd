import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ObjectsController } from '../storage/objects.controller';
import { StorageModule } from '../storage/storage.module';
import { GalleryAdminController } from './gallery-admin.controller';
import { GalleryImageEntity } from './gallery-image.entity';
import { GalleryController } from './gallery.controller';
import { GalleryService } from './gallery.service';
import { ImageSources } from './image-sources';
import { OptimizeImageHandler } from './optimize-image.handler';
import { UploadTickets } from './upload-tickets.service';

/** Gallery images over HTTP: public lists, the admin, uploads and the stored objects. */
@Module({
  imports: [TypeOrmModule.forFeature([GalleryImageEntity]), StorageModule],
  controllers: [GalleryController, GalleryAdminController, ObjectsController],
  providers: [GalleryService, ImageSources, UploadTickets],
  exports: [GalleryService, ImageSources],
})
export class GalleryModule {}

/** Worker side: the `optimizeImage` handler. */
@Module({
  imports: [TypeOrmModule.forFeature([GalleryImageEntity]), StorageModule],
  providers: [OptimizeImageHandler],
})
export class GalleryWorkerModule {}
