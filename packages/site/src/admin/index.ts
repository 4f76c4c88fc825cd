// @stairs/site/admin: the admin session pieces of the admin remote and the blog remote's admin screen. Its own
// entry, shared on its own: the index is shipped whole to every public page, which never needs these.
export {
  ADMIN_QUERY_PREFIX,
  ADMIN_SESSION_QUERY_KEY,
  errorStatus,
  isAdminQueryKey,
  isUnauthorizedError,
  markAdminSignedOut,
} from './session';
export { useAdminSession, type AdminSession } from './useAdminSession';
export { adminQueryOptions, useAdminCall, useAdminUnauthorizedHandler } from './useAdminCall';
export { ADMIN_LOGIN_DEFAULTS, AdminLoginCard, type AdminLoginCardProps } from './AdminLoginCard';
export { LOGIN_FAILED_MESSAGE, loginErrorMessage } from './login-error';
export { AdminGate, type AdminGateProps } from './AdminGate';
export { ADMIN_LOGOUT_TEXTS, AdminLogoutButton, type AdminLogoutButtonProps } from './AdminLogoutButton';
export { AdminPageHeader, AdminPageLayout, type AdminPageHeaderProps } from './AdminPageHeader';
export { AdminScreen, type AdminScreenProps } from './AdminScreen';
