import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from './config';
import { WorkerModule } from './worker.module';

/** Worker process: runs the BullMQ processors and recovery sweeps. Stops cleanly on SIGTERM/SIGINT. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  // The last resort if closing hangs (a stuck connection): the process ends within the shutdown deadline.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), config.api.shutdownTimeoutMs).unref());
  }
  app.get(Logger).log('Worker started', 'Worker');
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `Worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
