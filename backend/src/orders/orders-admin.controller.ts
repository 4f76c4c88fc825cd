import { Body, Controller, Delete, Get, Patch, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AdminListPage, type AdminOrder } from '@stairs/contracts';
import { AdminListQueryDto } from '../common/admin-list-page';
import { UuidParam } from '../common/uuid-param';
import { OrderStatusDto, OrderVisitDto } from './order.dto';
import { OrdersService } from './orders.service';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/orders')
export class OrdersAdminController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiOperation({ summary: 'Orders (accepted quotes), newest first, a page at a time' })
  list(@Query() query: AdminListQueryDto): Promise<AdminListPage<AdminOrder>> {
    return this.orders.list(query);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Move an order along its pipeline; cancelling needs a reason' })
  updateStatus(@UuidParam() id: string, @Body() body: OrderStatusDto): Promise<AdminOrder> {
    return this.orders.updateStatus(id, body.status, body.reason);
  }

  @Put(':id/visit')
  @ApiOperation({ summary: "Confirm one of the visitor's windows; the visitor gets a calendar invitation" })
  confirmVisit(@UuidParam() id: string, @Body() body: OrderVisitDto): Promise<AdminOrder> {
    return this.orders.confirmVisit(id, body.window);
  }

  @Delete(':id/visit')
  @ApiOperation({ summary: 'Cancel the Besichtigung; the visitor gets the cancellation' })
  cancelVisit(@UuidParam() id: string): Promise<AdminOrder> {
    return this.orders.cancelVisit(id);
  }
}
