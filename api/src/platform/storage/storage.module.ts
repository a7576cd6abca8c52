import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** Uploads in the S3 bucket of S3_BUCKET when it is set, else under DATA_DIR/uploads. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage => (config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir)),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
