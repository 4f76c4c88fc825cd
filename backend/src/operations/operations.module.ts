import { Module } from '@nestjs/common';
import { OperationsController } from './operations.controller';
import { OperationsHealthService } from './operations-health.service';
import { WorkerHeartbeatService } from './worker-heartbeat.service';

/** The operations console over HTTP: the detailed health (the queue board is mounted in http-app.ts). */
@Module({ controllers: [OperationsController], providers: [OperationsHealthService] })
export class OperationsModule {}

/** Worker side: the heartbeat the console reads (is a worker running, does its Chromium start). */
@Module({ providers: [WorkerHeartbeatService] })
export class OperationsWorkerModule {}
