import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppConfig, APP_CONFIG } from '../config';
import { dataSourceOptions } from './data-source';
import { runSeeds } from './seeding';
import { SEEDERS } from './seeds';
import { createObjectStorage } from '../storage/storage.module';

export interface DatabaseModuleOptions {
  /** The API applies pending migrations and seeds on start; the worker only connects. */
  role: 'api' | 'worker';
}

@Injectable()
class SeedOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const context = { config: this.config, storage: createObjectStorage(this.config) };
    await runSeeds(this.dataSource, SEEDERS, this.logger, context);
  }
}

@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            ...dataSourceOptions(config),
            autoLoadEntities: true,
            migrationsRun: options.role === 'api',
            // Tests must fail at once (and not keep BullMQ/Redis handles alive while retrying).
            retryAttempts: config.nodeEnv === 'test' ? 0 : 10,
            retryDelay: 2000,
          }),
        }),
      ],
      providers: options.role === 'api' ? [SeedOnStart] : [],
    };
  }
}
