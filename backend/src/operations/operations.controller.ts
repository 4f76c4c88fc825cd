import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type OperationsHealthReport } from '@stairs/contracts';
import { OperationsHealthService } from './operations-health.service';

/** The operations console's data (admin session, like every route not marked public). */
@ApiTags('admin')
@Controller('admin/operations')
export class OperationsController {
  constructor(private readonly health: OperationsHealthService) {}

  @Get('health')
  @ApiOperation({
    summary:
      'Postgres, Redis, worker and Chromium with a status each, and the outboxes’ backlog (always 200)',
  })
  report(): Promise<OperationsHealthReport> {
    return this.health.report();
  }
}
