import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type Server } from 'node:http';
import { type ModuleMetadata } from '@nestjs/common';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { type NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { type AppConfig } from '../../src/config';
import { dropDatabase } from '../../src/database/ensure-database';
import { configureHttpApp, HTTP_APP_OPTIONS } from '../../src/http-app';
import { redisOptionsFromUrl } from '../../src/redis/redis-options';
import { adminAgent } from './admin';
import { createTestInstallation, REDIS_URL, testConfig } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  server: Server;
  db: DataSource;
  /** Closes the app, drops the database and deletes every Redis key of the run's prefix. */
  close(): Promise<void>;
}

/** A test app with an admin session (`admin: true`). */
export interface AdminTestApp extends TestApp {
  admin: TestAgent;
}

export interface TestAppOptions {
  /** Extra environment variables (on top of a clean test environment). */
  env?: Record<string, string>;
  /** Replace providers, e.g. `(b) => b.overrideProvider(X).useValue(y)`. */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** Log in an admin (with the default password): the app's `admin` agent. */
  admin?: boolean;
  /** Modules added beside the app's own, e.g. a public form declared only in a test. */
  imports?: NonNullable<ModuleMetadata['imports']>;
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis({ ...redisOptionsFromUrl(REDIS_URL), lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A real API on a throw-away database (`stairs_test_<random>`, a copy of the run's migrated and seeded one) with
 * its own Redis prefix (`test-<random>`). Always `await testApp.close()` in afterAll.
 */
export async function createTestApp(options: TestAppOptions & { admin: true }): Promise<AdminTestApp>;
export async function createTestApp(options?: TestAppOptions): Promise<TestApp>;
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp | AdminTestApp> {
  const suffix = randomBytes(5).toString('hex');
  const config = testConfig(suffix, options.env);
  let app: NestExpressApplication | undefined;

  const close = async (): Promise<void> => {
    try {
      await app?.close();
    } finally {
      await dropDatabase(config.databaseUrl);
      await deleteRedisKeys(config.redis.prefix);
      await rm(config.objectsDir, { recursive: true, force: true });
      await rm(config.pages.dir, { recursive: true, force: true });
    }
  };

  try {
    await createTestInstallation(config);
    let builder = Test.createTestingModule({
      imports: [AppModule.register(config), ...(options.imports ?? [])],
    });
    if (options.override) builder = options.override(builder);
    const moduleRef = await builder.compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(HTTP_APP_OPTIONS);
    configureHttpApp(app, config);
    await app.init();
    const server = app.getHttpServer() as Server;
    const testApp: TestApp = { app, config, server, db: app.get(DataSource), close };
    return options.admin ? { ...testApp, admin: await adminAgent(server) } : testApp;
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Something a whole suite shares, started in its beforeAll and closed in its afterAll (registered here, in the
 * describe that calls this). The returned object reads the started one, so use it inside tests and hooks only.
 */
export function forSuite<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error(`${String(key)} read before the suite's beforeAll started it`);
      return Reflect.get(started, key, started);
    },
  });
}

/** The suite's test app (see createTestApp), created before its tests and closed after them. */
export function testAppForSuite(options: TestAppOptions & { admin: true }): AdminTestApp;
export function testAppForSuite(options?: TestAppOptions): TestApp;
export function testAppForSuite(options: TestAppOptions = {}): TestApp {
  return forSuite(() => createTestApp(options));
}
