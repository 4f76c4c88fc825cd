import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { type AppConfig, APP_CONFIG } from '../config';

/** The process's one pino logger: Nest's logs (through nestjs-pino's Logger) and the request log (request-log.ts). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Structured JSON logs (pino) for both processes. nestjs-pino adds no middleware of its own (`forRoutes: []`): its
 * per-request AsyncLocalStorage, which tied every log line of a request to it, made every promise of the API pay
 * for async hooks (10-20 % of its throughput under load, backend/bench/load-floor.mjs). The request log line
 * carries the request's id instead, and so does a failed request's error line (AllExceptionsFilter).
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      providers: [
        {
          provide: ROOT_LOGGER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): Logger =>
            pino({ level: config.logLevel, base: { app: 'stairs-backend' } }),
        },
      ],
      inject: [ROOT_LOGGER],
      useFactory: (logger: Logger) => ({ pinoHttp: { logger }, forRoutes: [] }),
    }),
  ],
})
export class LoggingModule {}
