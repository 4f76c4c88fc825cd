import * as React from 'react';
import { SHARED_MODULE_REQUESTS, SHARED_SINGLETONS } from '@stairs/rspack-config/shared-modules';
import { provideSharedModules } from '../server/shared-modules';
import { SHARED_MODULE_LOADERS } from './shared-modules';

describe('the modules the shell offers the remotes', () => {
  it('has a loader for exactly the requests the remotes are built to take from the page', () => {
    expect(Object.keys(SHARED_MODULE_LOADERS).sort()).toEqual([...SHARED_MODULE_REQUESTS].sort());
  });

  it('offers the page renderer its own instance of each singleton (one on the server too)', async () => {
    await provideSharedModules();
    expect(Object.keys(globalThis.__stairsShared ?? {})).toEqual(SHARED_SINGLETONS);
    for (const request of SHARED_SINGLETONS) expect(globalThis.__stairsShared?.[request]).toBeDefined();
    expect((globalThis.__stairsShared?.react as typeof React).useState).toBe(React.useState);
  });

  it.each(Object.entries(SHARED_MODULE_LOADERS))('%s loads a module', async (_request, load) => {
    const loaded = (await load()) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
