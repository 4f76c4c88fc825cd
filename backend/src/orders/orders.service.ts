import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  addCalendarDays,
  type AdminListPage,
  type AdminListQuery,
  type AdminOrder,
  ORDER_MESSAGES,
  ORDER_PAGE_TEXTS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  type OrderAccepted,
  type OrderQuote,
  type OrderStatus,
  QUOTE_VALIDITY_DAYS,
  viennaDate,
  type VisitWindow,
} from '@stairs/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { CalculationsService } from '../calculations/calculations.service';
import { type AppConfig, InjectConfig } from '../config';
import { readAdminListPage } from '../common/admin-list-page';
import { centsToEuros, eurosToCents } from '../common/money';
import { ConversionEventEntity } from '../conversions/conversion-event.entity';
import { Outbox } from '../jobs/outbox.service';
import { isShareToken } from '../quote-email/quote-share';
import { WebhookPublisher } from '../webhooks/webhook-publisher.service';
import { type AcceptOrderDto } from './order.dto';
import { OrderEntity } from './order.entity';
import { orderWebhookEvent } from './order-events';
import { priceSnapshotHash, toOrderQuote } from './order-quote';
import { OrderVisitMailEntity } from './order-visit-mail.entity';
import { visitWindowsOf } from './order-windows';
import { withdrawalInstructions } from './withdrawal-text';

export function toAdminOrder(row: OrderEntity): AdminOrder {
  return {
    id: row.id,
    status: row.status,
    cancelReason: row.cancelReason,
    quoteNumber: row.quoteNumber,
    calculationId: row.calculationId,
    calculationType: row.calculationType,
    option: row.option,
    optionTitle: optionTitle(row),
    total: centsToEuros(row.totalCents),
    email: row.email,
    phone: row.phone,
    siteAddress: row.siteAddress,
    note: row.note,
    windows: row.windows,
    visit: row.visit,
    evidence: {
      acceptedAt: row.acceptedAt.toISOString(),
      signatureName: row.signatureName,
      confirmationText: row.confirmationText,
      priceHash: row.priceHash,
      clientIp: row.clientIp,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

function optionTitle(row: OrderEntity): string {
  return row.quote.options.find((option) => option.key === row.option)?.title ?? row.option;
}

function toAccepted(row: OrderEntity, again: boolean, withdrawal: string): OrderAccepted {
  return {
    success: true,
    message: again ? ORDER_MESSAGES.alreadyAccepted : ORDER_MESSAGES.accepted,
    orderId: row.id,
    quoteNumber: row.quoteNumber,
    option: row.option,
    optionTitle: optionTitle(row),
    total: centsToEuros(row.totalCents),
    acceptedAt: row.acceptedAt.toISOString(),
    windows: row.windows,
    withdrawal,
  };
}

interface Share {
  quoteEmailId: string;
  calculationId: string;
  email: string;
  expiresAt: Date;
}

/**
 * 'Angebot annehmen' and the operator's pipeline. An acceptance is one transaction: the order (one per quote: a
 * second or concurrent acceptance finds the first), its conversion and its events; then the outboxes mail the
 * visitor's Auftragsbestätigung and the operator. Each confirmed, changed or cancelled Besichtigung is a calendar
 * e-mail row written with the change.
 */
@Injectable()
export class OrdersService {
  /** The withdrawal right and model form the confirmation shows (the Auftragsbestätigung's text). */
  readonly withdrawal: string;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly calculations: CalculationsService,
    private readonly outbox: Outbox,
    private readonly webhooks: WebhookPublisher,
  ) {
    this.withdrawal = withdrawalInstructions(config.site);
  }

  /** The order page's quote: 404 unknown token, 410 expired (unless it was accepted: then its confirmation). */
  async quote(token: string, now = new Date()): Promise<OrderQuote> {
    const { calculation, order, expired } = await this.shared(token, now);
    // The page of an accepted quote is its confirmation (also where an acceptance without script leads: 303).
    if (order) return { ...order.quote, accepted: toAccepted(order, false, this.withdrawal) };
    if (expired) throw new GoneException(ORDER_MESSAGES.quoteExpired);
    return toOrderQuote(calculation);
  }

  async accept(
    token: string,
    dto: AcceptOrderDto,
    clientIp: string,
    now = new Date(),
  ): Promise<OrderAccepted> {
    const { share, calculation, order, expired } = await this.shared(token, now);
    if (order) return toAccepted(order, true, this.withdrawal);
    if (expired) throw new GoneException(ORDER_MESSAGES.quoteExpired);
    const quote = toOrderQuote(calculation);
    const option = quote.options.find((candidate) => candidate.key === dto.option);
    if (!option) throw new BadRequestException(ORDER_MESSAGES.optionInvalid);
    const windows = visitWindowsOf(dto, now);

    const id = randomUUID();
    const created = await this.dataSource.transaction(async (manager) => {
      // ON CONFLICT DO NOTHING waits for a concurrent acceptance of the same quote and then inserts nothing.
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(OrderEntity)
        .values({
          id,
          calculationId: calculation.id,
          quoteEmailId: share.quoteEmailId,
          quoteNumber: calculation.quoteNumber,
          calculationType: calculation.type,
          option: option.key,
          totalCents: eurosToCents(option.total),
          quote,
          email: share.email,
          phone: dto.phone,
          siteAddress: dto.siteAddress,
          note: dto.note ?? null,
          windows,
          acceptedAt: now,
          signatureName: dto.signatureName,
          confirmationText: ORDER_PAGE_TEXTS.confirmLabel(calculation.quoteNumber, option.total),
          priceHash: priceSnapshotHash(calculation),
          clientIp,
        })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return null;
      await manager.insert(ConversionEventEntity, { kind: 'order', referenceId: id });
      const row = await manager.findOneByOrFail(OrderEntity, { id });
      return this.webhooks.publish(
        manager,
        orderWebhookEvent({ type: 'order.created', order: toAdminOrder(row) }),
      );
    });
    if (created) {
      this.webhooks.dispatch(created);
      this.outbox.dispatch('orderConfirmations', id);
      this.outbox.dispatch('orderNotifications', id);
      this.outbox.dispatch('orderCustomerMatching', id);
    }
    const stored = await this.orders.findOneByOrFail({ calculationId: calculation.id });
    return toAccepted(stored, !created, this.withdrawal);
  }

  list(query: AdminListQuery): Promise<AdminListPage<AdminOrder>> {
    return readAdminListPage(this.orders, 'created_at', query, toAdminOrder);
  }

  /** The operator's status change along ORDER_STATUS_TRANSITIONS; cancelling needs a reason and cancels the visit. */
  updateStatus(id: string, status: OrderStatus, reason: string | undefined): Promise<AdminOrder> {
    return this.change(id, (order) => {
      if (order.status === status) return false;
      if (!ORDER_STATUS_TRANSITIONS[order.status].includes(status))
        throw new ConflictException(
          ORDER_MESSAGES.transitionRefused(ORDER_STATUS_LABELS[order.status], ORDER_STATUS_LABELS[status]),
        );
      if (status === 'cancelled') {
        if (!reason) throw new BadRequestException(ORDER_MESSAGES.cancelReasonRequired);
        order.cancelReason = reason;
      }
      order.status = status;
      return status === 'cancelled' && order.visit ? 'CANCEL' : true;
    });
  }

  /** Confirms one of the visitor's windows (another one: a change); the visitor gets the invitation. */
  confirmVisit(id: string, windowNumber: number): Promise<AdminOrder> {
    return this.change(id, (order) => {
      if (order.status !== 'new' && order.status !== 'visitScheduled')
        throw new ConflictException(ORDER_MESSAGES.visitNotPossible);
      const window = order.windows[windowNumber - 1];
      if (!window) throw new BadRequestException(ORDER_MESSAGES.visitWindowInvalid);
      if (order.visit && sameWindow(order.visit, window)) return false;
      order.visit = window;
      order.status = 'visitScheduled';
      return 'REQUEST';
    });
  }

  /** Cancels the confirmed Besichtigung: the order is 'neu' again, the visitor gets the cancellation. */
  cancelVisit(id: string): Promise<AdminOrder> {
    return this.change(id, (order) => {
      if (!order.visit || order.status !== 'visitScheduled')
        throw new ConflictException(ORDER_MESSAGES.noVisit);
      order.status = 'new';
      return 'CANCEL';
    });
  }

  /**
   * One change of an order under its row lock: `apply` edits the row and says what follows (false: nothing
   * changed; true: saved; 'REQUEST'/'CANCEL': saved with a calendar e-mail of the next SEQUENCE). The status event
   * is emitted in the same transaction.
   */
  private async change(
    id: string,
    apply: (order: OrderEntity) => boolean | 'REQUEST' | 'CANCEL',
  ): Promise<AdminOrder> {
    const mailId = randomUUID();
    const { order, mail, deliveries } = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException(ORDER_MESSAGES.orderNotFound);
      const previousStatus = row.status;
      const visit = row.visit;
      const outcome = apply(row);
      if (outcome === false) return { order: row, mail: false, deliveries: [] };
      const method = outcome === true ? undefined : outcome;
      if (method) {
        await this.writeVisitMail(
          manager,
          row,
          method,
          method === 'CANCEL' ? (visit as VisitWindow) : row.visit,
          mailId,
        );
        if (method === 'CANCEL') row.visit = null;
      }
      const saved = await manager.save(row);
      const deliveries =
        saved.status === previousStatus
          ? []
          : await this.webhooks.publish(
              manager,
              orderWebhookEvent({ type: 'order.status_changed', order: toAdminOrder(saved), previousStatus }),
            );
      return { order: saved, mail: Boolean(method), deliveries };
    });
    this.webhooks.dispatch(deliveries);
    if (mail) this.outbox.dispatch('orderVisitMails', mailId);
    return toAdminOrder(order);
  }

  private async writeVisitMail(
    manager: EntityManager,
    order: OrderEntity,
    method: 'REQUEST' | 'CANCEL',
    visit: VisitWindow | null,
    mailId: string,
  ): Promise<void> {
    if (!visit) throw new ConflictException(ORDER_MESSAGES.noVisit);
    await manager.insert(OrderVisitMailEntity, {
      id: mailId,
      orderId: order.id,
      method,
      sequence: order.visitSequence,
      visit,
    });
    order.visitSequence += 1;
  }

  /** A share link's quote and its order, if any; 404 for a token that names no e-mailed quote. */
  private async shared(
    token: string,
    now: Date,
  ): Promise<{
    share: Share;
    calculation: NonNullable<Awaited<ReturnType<CalculationsService['findById']>>>;
    order: OrderEntity | null;
    expired: boolean;
  }> {
    const share = isShareToken(token) ? await this.findShare(token) : undefined;
    const calculation = share && (await this.calculations.findById(share.calculationId));
    if (!share || !calculation) throw new NotFoundException(ORDER_MESSAGES.quoteNotFound);
    const order = await this.orders.findOneBy({ calculationId: calculation.id });
    // The link's end, and the quote's own: its last valid Vienna day.
    const lastDay = addCalendarDays(viennaDate(calculation.createdAt), QUOTE_VALIDITY_DAYS);
    const expired = share.expiresAt.getTime() <= now.getTime() || viennaDate(now) > lastDay;
    return { share, calculation, order, expired };
  }

  private async findShare(token: string): Promise<Share | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT id AS "quoteEmailId", calculation_id AS "calculationId", email, share_expires_at AS "expiresAt"
         FROM quote_emails WHERE share_token = $1`,
      [token],
    )) as Share[];
    return row;
  }
}

function sameWindow(a: VisitWindow, b: VisitWindow): boolean {
  return a.date === b.date && a.slot === b.slot;
}
