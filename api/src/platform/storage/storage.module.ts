import { Global, Module } from '@nestjs/common';
import { FileStorage } from './file-storage.js';

@Global()
@Module({ providers: [FileStorage], exports: [FileStorage] })
export class StorageModule {}
