/**
 * How the shell loads each module it offers the remotes: every request of SHARED_MODULE_REQUESTS in
 * @stairs/rspack-config (shared-modules.test.ts compares the lists). Each is loaded when a remote first asks for
 * it; what the page already runs (React) resolves at once to the same instance.
 */
export const SHARED_MODULE_LOADERS: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  jotai: () => import('jotai'),
  'jotai/react': () => import('jotai/react'),
  'jotai/utils': () => import('jotai/utils'),
  'jotai/vanilla': () => import('jotai/vanilla'),
  'jotai/vanilla/internals': () => import('jotai/vanilla/internals'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@stairs/router': () => import('@stairs/router'),
  '@stairs/api-client': () => import('@stairs/api-client'),
  '@stairs/site': () => import('@stairs/site'),
  '@stairs/site/admin': () => import('@stairs/site/admin'),
  'tailwind-merge': () => import('tailwind-merge'),
  'class-variance-authority': () => import('class-variance-authority'),
  clsx: () => import('clsx'),
};
