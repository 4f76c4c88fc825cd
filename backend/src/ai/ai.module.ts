import { Module } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';
import { StorageModule } from '../storage/storage.module';
import { DescribeImageHandler } from './describe-image.handler';
import { DESCRIPTION_PROVIDER, type DescriptionProvider } from './description-provider';
import { LocalDescriptionProvider } from './local-description-provider';
import { OpenAiDescriptionProvider } from './openai-description-provider';

export function createDescriptionProvider(config: AppConfig): DescriptionProvider {
  return config.ai.openAi
    ? new OpenAiDescriptionProvider({ ...config.ai.openAi, timeoutMs: config.ai.timeoutMs })
    : new LocalDescriptionProvider();
}

/** Worker side of the `ai` queue: the description provider and the `describeImage` handler. */
@Module({
  imports: [StorageModule],
  providers: [
    { provide: DESCRIPTION_PROVIDER, inject: [APP_CONFIG], useFactory: createDescriptionProvider },
    DescribeImageHandler,
  ],
  exports: [DESCRIPTION_PROVIDER],
})
export class AiWorkerModule {}
