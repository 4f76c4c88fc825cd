import { type ComponentType } from 'react';
import { REMOTE_ROUTES } from '@stairs/contracts';
import { type DevFrameRoute } from '@stairs/site/dev';

type PageModule = { default: ComponentType };

/**
 * This remote's routes for the standalone development frame: the same paths as in the shell, loaded from the
 * same exposed wrappers (so the stylesheet arrives the same way), plus the home fragments on '/'.
 */
export const devRoutes: DevFrameRoute[] = [
  { path: '/', label: 'Home-Fragmente', load: () => import('./HomeFragments') },
  ...REMOTE_ROUTES.filter((route) => route.remote === 'gallery').map((route) => ({
    path: route.path,
    label: route.path.includes(':') ? undefined : route.path,
    load: () => import(`../exposed/${route.module}.tsx`) as Promise<PageModule>,
  })),
];
