import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import {
  addCalendarDays,
  ORDER_MESSAGES,
  ORDER_PAGE_TEXTS,
  type OrderAccepted,
  PUBLIC_FORMS,
  viennaDate,
} from '@stairs/contracts';
import { definePublicFormHandler } from '../public-forms/public-form';
import { AcceptOrderDto } from './order.dto';
import { visitWindowsOf } from './order-windows';
import { OrdersService } from './orders.service';

/**
 * 'Angebot annehmen' (the order page): the share token in the route is the permission; one order per quote, the
 * same answer for a second acceptance.
 */
export const orderForm = definePublicFormHandler({
  form: PUBLIC_FORMS.order,
  label: ORDER_PAGE_TEXTS.title,
  readme: {
    json: "the order page's form → the order with its signature's evidence, one per quote (the same answer again); 404 unknown token, 410 expired; rate bucket `lead`",
  },
  dto: AcceptOrderDto,
  services: { orders: OrdersService },
  openApi: {
    tag: 'orders',
    json: "The order page's acceptance: the order with its signature's evidence, once per quote",
  },
  example: ({ shareToken }) => {
    const day = (ahead: number) => addCalendarDays(viennaDate(new Date()), ahead);
    return {
      body: {
        option: 'massivholz',
        siteAddress: 'Hauptstraße 1, 1010 Wien',
        phone: '0664 1234567',
        window1Date: day(3),
        window1Slot: 'morning',
        window2Date: day(4),
        window2Slot: 'morning',
        signatureName: 'Maria Muster',
        confirmed: true,
      },
      params: { token: shareToken },
    };
  },
  answer: (dto, { orders }, { params, clientIp }) => orders.accept(params.token ?? '', dto, clientIp),
  // A caught acceptance answers like a person's for the same quote (its real number, option and total) and stores
  // nothing; an already accepted quote answers with its order, as it would a person.
  async decoy(dto, { orders }, { params }): Promise<OrderAccepted> {
    const quote = await orders.quote(params.token ?? '');
    if (quote.accepted) return quote.accepted;
    const option = quote.options.find((candidate) => candidate.key === dto.option);
    if (!option) throw new BadRequestException(ORDER_MESSAGES.optionInvalid);
    const now = new Date();
    return {
      success: true,
      message: ORDER_MESSAGES.accepted,
      orderId: randomUUID(),
      quoteNumber: quote.quoteNumber,
      option: option.key,
      optionTitle: option.title,
      total: option.total,
      acceptedAt: now.toISOString(),
      windows: visitWindowsOf(dto, now),
      withdrawal: orders.withdrawal,
    };
  },
});
