import { Module } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';
import { DeleteObjectsHandler } from './delete-objects.handler';
import { LocalObjectStorage } from './local-object-storage';
import { S3ObjectStorage } from './s3-object-storage';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage';
import { StoredUploads } from './stored-uploads';

/** The configured storage driver (also used by the seeds, outside Nest). */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  return config.s3 ? new S3ObjectStorage(config.s3) : new LocalObjectStorage(config.objectsDir);
}

@Module({
  providers: [
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: createObjectStorage },
    StoredUploads,
  ],
  exports: [OBJECT_STORAGE, StoredUploads],
})
export class StorageModule {}

/** Worker side: the `deleteObjects` handler (the files of deleted pictures). */
@Module({ imports: [StorageModule], providers: [DeleteObjectsHandler] })
export class StorageWorkerModule {}
