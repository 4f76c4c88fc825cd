export * from './config.schema';
export * from './config.module';
