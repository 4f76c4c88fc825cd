import { defineConfig, devices } from '@playwright/test';
// Debian's chromium on a closed network (docs/conventions.md); shared with infra's own browser scripts.
import chromiumFlags from '../infra/chromium-flags.json';
import { E2E_BASE_URL } from './support/stack-env';

// One worker: the suite shares one composed stack (API, worker, gateway) and one database.
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
