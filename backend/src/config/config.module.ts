import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import { type AppConfig } from './config.schema';

/** Injection token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Parameter decorator: `constructor(@InjectConfig() private readonly config: AppConfig)`. */
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

/**
 * The configuration is validated before Nest starts (main.ts / worker.ts / tests) and handed in here, so a
 * bad environment fails fast with one readable message instead of a half-started application.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
