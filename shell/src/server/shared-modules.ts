import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as StairsRouter from '@stairs/router';
import * as Jotai from 'jotai';
import * as JotaiReact from 'jotai/react';
import * as JotaiUtils from 'jotai/utils';
import * as ReactQuery from '@tanstack/react-query';
import * as StairsApiClient from '@stairs/api-client';
import * as StairsSite from '@stairs/site';

/**
 * The server-side shared scope: one instance of each singleton for the shell and every remote's server build
 * (the list is SERVER_SHARED in packages/rspack-config/server.js; a remote importing another one fails its build).
 */
const SHARED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  '@stairs/router': StairsRouter,
  jotai: Jotai,
  'jotai/react': JotaiReact,
  'jotai/utils': JotaiUtils,
  '@tanstack/react-query': ReactQuery,
  '@stairs/api-client': StairsApiClient,
  '@stairs/site': StairsSite,
};

declare global {
  var __stairsShared: Record<string, unknown> | undefined;
}

/** Must run before a remote's server build is required. */
export function provideSharedModules(): void {
  globalThis.__stairsShared = SHARED_MODULES;
}
