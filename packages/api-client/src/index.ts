export { ApiError, readErrorMessage } from './api-error';
export { configureApiOrigin, type UnauthorizedBehavior } from './request';
export { getQueryFn, createQueryClient } from './query';
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
