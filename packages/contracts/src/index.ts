export * from './site-config';
export * from './calculators';
export * from './pricing';
export * from './leads';
export * from './auth';
export * from './remotes';
export * from './gallery';
export * from './api-errors';
