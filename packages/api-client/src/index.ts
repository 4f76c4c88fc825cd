export { ApiError, readErrorMessage } from './api-error';
export { configureApiOrigin } from './request';
export { createQueryClient } from './query';
export {
  apiCall,
  apiPagesQueryKey,
  apiQueryKey,
  apiQueryOptions,
  apiUrl,
  type ApiCaller,
  type ApiQueryOptions,
  type CallArgs,
  type CallInput,
  type UrlArgs,
  type UrlInput,
} from './endpoints';
