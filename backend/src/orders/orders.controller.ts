import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type OrderQuote } from '@stairs/contracts';
import { Public } from '../auth/public.decorator';
import { OrdersService } from './orders.service';

/** The order page's quote, opened by the share token alone (its acceptance: order.form.ts). */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Public()
  @Get('quote/:token')
  @ApiOperation({ summary: 'The quote a share link names, for the order page (404 unknown, 410 expired)' })
  quote(@Param('token') token: string): Promise<OrderQuote> {
    return this.orders.quote(token);
  }
}
