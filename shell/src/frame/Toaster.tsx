// The design system's toaster as the default export React.lazy needs (Notifications.tsx loads it on demand).
import { Toaster } from '@stairs/ui';

export default Toaster;
