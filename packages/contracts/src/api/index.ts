export * from './endpoint';
export * from './api-table';
export * from './page-server-paths';
