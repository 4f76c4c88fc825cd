import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as StairsRouter from '@stairs/router';
import * as Jotai from 'jotai';
import * as JotaiReact from 'jotai/react';
import * as JotaiUtils from 'jotai/utils';
import * as JotaiVanilla from 'jotai/vanilla';
import * as JotaiVanillaInternals from 'jotai/vanilla/internals';
import * as ReactQuery from '@tanstack/react-query';
import * as StairsApiClient from '@stairs/api-client';
import * as StairsSite from '@stairs/site';
import * as StairsSiteAdmin from '@stairs/site/admin';

/**
 * The server-side shared scope: one instance of each singleton for the shell and every remote's server build
 * (SHARED_SINGLETONS in @stairs/rspack-config, as in the browser; shared-modules.test.ts compares them).
 */
export const SERVER_SHARED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  '@stairs/router': StairsRouter,
  jotai: Jotai,
  'jotai/react': JotaiReact,
  'jotai/utils': JotaiUtils,
  'jotai/vanilla': JotaiVanilla,
  'jotai/vanilla/internals': JotaiVanillaInternals,
  '@tanstack/react-query': ReactQuery,
  '@stairs/api-client': StairsApiClient,
  '@stairs/site': StairsSite,
  '@stairs/site/admin': StairsSiteAdmin,
};

declare global {
  var __stairsShared: Record<string, unknown> | undefined;
}

/** Must run before a remote's server build is required. */
export function provideSharedModules(): void {
  globalThis.__stairsShared = SERVER_SHARED_MODULES;
}
