import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/worker.module';
import { SmtpSink } from './smtp-sink';
import { type AdminTestApp, createTestApp, forSuite } from './test-app';

/** The API (with an admin session) and a worker that sends its e-mails to an SMTP sink on 127.0.0.1. */
export interface MailStack extends AdminTestApp {
  sink: SmtpSink;
}

export interface MailStackOptions {
  /** Environment on top of the mail server (SMTP_URL) and a temporary DOCUMENTS_DIR. */
  env?: Record<string, string>;
  /** Percent-encoded `user:password` the SMTP URL logs in with. */
  smtpLogin?: string;
}

/**
 * Visitor → API (Postgres + a job in Redis) → worker → SMTP, started for the suite (see forSuite). The worker
 * also renders quote documents: they go to a temporary directory, not to backend/var.
 */
export function mailStackForSuite(options: MailStackOptions = {}): MailStack {
  return forSuite(async () => {
    const sink = await new SmtpSink().start();
    const documentsDir = await mkdtemp(join(tmpdir(), 'stairs-mail-test-'));
    let api: AdminTestApp | undefined;
    let worker: INestApplicationContext | undefined;
    const close = async (): Promise<void> => {
      try {
        await worker?.close();
        await api?.close();
      } finally {
        await sink.stop();
        await rm(documentsDir, { recursive: true, force: true });
      }
    };
    try {
      const login = options.smtpLogin ? `${options.smtpLogin}@` : '';
      api = await createTestApp({
        admin: true,
        env: {
          DOCUMENTS_DIR: documentsDir,
          SMTP_URL: `smtp://${login}127.0.0.1:${sink.port}`,
          ...options.env,
        },
      });
      worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), {
        logger: false,
      });
      return { ...api, sink, close };
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  });
}
