import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CSV_EXPORTS, type CsvExportName, WEBHOOK_MESSAGES } from '@stairs/contracts';
import { type Response } from 'express';
import { DataSource } from 'typeorm';
import { CSV_EXPORT_DEFINITIONS } from './csv-exports';

function isExportName(value: string): value is CsvExportName {
  return (CSV_EXPORTS as readonly string[]).includes(value);
}

/** The admin's CSV downloads for Excel (de-AT); what each one holds is in csv-exports.ts. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/exports')
export class ExportsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':name')
  @ApiOperation({
    summary: 'A CSV export for Excel (UTF-8 with BOM, semicolons, decimal commas): leads, orders, customers',
  })
  async export(@Param('name') name: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    if (!isExportName(name)) throw new NotFoundException(WEBHOOK_MESSAGES.exportUnknown);
    const definition = CSV_EXPORT_DEFINITIONS[name];
    const csv = await definition.render(this.dataSource);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${definition.filename}-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    return csv;
  }
}
