export * from './endpoint';
export * from './api-table';
