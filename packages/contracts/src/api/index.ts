export * from './endpoint';
export * from './api-table';
export * from './public-forms';
export * from './admin-api-table';
