import { SHARED_MODULE_REQUESTS, SHARED_SINGLETONS } from '@stairs/rspack-config/shared-modules';
import { SERVER_SHARED_MODULES } from '../server/shared-modules';
import { SHARED_MODULE_LOADERS } from './shared-modules';

describe('the modules the shell offers the remotes', () => {
  it('has a loader for exactly the requests the remotes are built to take from the page', () => {
    expect(Object.keys(SHARED_MODULE_LOADERS).sort()).toEqual([...SHARED_MODULE_REQUESTS].sort());
  });

  it('offers the page renderer the same singletons (one instance on the server too)', () => {
    expect(Object.keys(SERVER_SHARED_MODULES).sort()).toEqual([...SHARED_SINGLETONS].sort());
  });

  it.each(Object.entries(SHARED_MODULE_LOADERS))('%s loads a module', async (_request, load) => {
    const loaded = (await load()) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
