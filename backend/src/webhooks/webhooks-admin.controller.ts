import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdminListPage,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@stairs/contracts';
import { AdminListQueryDto } from '../common/admin-list-page';
import { UuidParam } from '../common/uuid-param';
import { WebhookEndpointDto, WebhookEndpointUpdateDto, WebhookSecretRotationDto } from './webhooks.dto';
import { WebhooksAdminService } from './webhooks-admin.service';

/** The ERP sync in /admin and the operations console (admin session, like every route not marked public). */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/webhooks')
export class WebhooksAdminController {
  constructor(private readonly webhooks: WebhooksAdminService) {}

  @Get('endpoints')
  @ApiOperation({ summary: 'ERP webhook endpoints with their last delivery (never their secrets)' })
  endpoints(): Promise<WebhookEndpoint[]> {
    return this.webhooks.listEndpoints();
  }

  @Post('endpoints')
  @ApiOperation({ summary: 'Add an ERP webhook endpoint; the answer shows its secret, once' })
  create(@Body() body: WebhookEndpointDto): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.createEndpoint(body);
  }

  @Patch('endpoints/:id')
  @ApiOperation({ summary: 'Change an endpoint’s URL, description, events, or switch it off/on' })
  update(@UuidParam() id: string, @Body() body: WebhookEndpointUpdateDto): Promise<WebhookEndpoint> {
    return this.webhooks.updateEndpoint(id, body);
  }

  @Post('endpoints/:id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'New secret (shown once); the old one keeps signing for the given hours' })
  rotate(
    @UuidParam() id: string,
    @Body() body: WebhookSecretRotationDto,
  ): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.rotateSecret(id, body.keepOldHours);
  }

  @Get('deliveries')
  @ApiOperation({ summary: 'Webhook deliveries with their last answer, newest first, a page at a time' })
  deliveries(@Query() query: AdminListQueryDto): Promise<AdminListPage<WebhookDelivery>> {
    return this.webhooks.listDeliveries(query);
  }

  @Post('deliveries/:id/resend')
  @ApiOperation({ summary: 'Send a delivery’s event again (the same webhook-id)' })
  resend(@UuidParam() id: string): Promise<WebhookDelivery> {
    return this.webhooks.resend(id);
  }
}
