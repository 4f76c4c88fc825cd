export { ApiError, readErrorMessage } from './api-error';
export { apiRequest, apiGet, configureApiOrigin, type UnauthorizedBehavior } from './request';
export { getQueryFn, createQueryClient } from './query';
export { apiCall, apiPagesQueryKey, apiQueryKey, apiUrl, type CallInput } from './endpoints';
