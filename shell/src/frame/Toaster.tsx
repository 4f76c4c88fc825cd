// The design system's toaster as the default export React.lazy needs (Notifications.tsx loads it on demand).
export { Toaster as default } from '@stairs/ui';
