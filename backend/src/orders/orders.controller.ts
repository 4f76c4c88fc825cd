import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type OrderAccepted, type OrderQuote } from '@stairs/contracts';
import { type Request } from 'express';
import { Public } from '../auth/public.decorator';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { SpamChecked } from '../spam/spam-check';
import { AcceptOrderDto } from './order.dto';
import { OrdersService } from './orders.service';

/** The order page's API: its quote and the acceptance, both opened by the share token alone. */
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

  @Public()
  @PublicWriteLimit('lead')
  @SpamChecked('order')
  @Post(':token')
  @HttpCode(200)
  @ApiOperation({ summary: "'Angebot annehmen': the order with its signature's evidence, once per quote" })
  accept(
    @Param('token') token: string,
    @Body() body: AcceptOrderDto,
    @Req() req: Request,
  ): Promise<OrderAccepted> {
    // req.ip follows TRUST_PROXY (the gateway's X-Forwarded-For only from a trusted proxy).
    return this.orders.accept(token, body, req.ip ?? req.socket.remoteAddress ?? 'unbekannt');
  }
}
