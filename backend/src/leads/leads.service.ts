import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AdminListPage,
  type AdminListQuery,
  LEAD_MESSAGES,
  PHONE_LEAD_CONTEXT_OF_CALCULATION,
  phoneLeadCalculationData,
  type PhoneLead,
  priorityForService,
  type QuoteRequest,
  type QuoteRequestStatus,
  type SuccessResponse,
} from '@stairs/contracts';
import { Repository } from 'typeorm';
import { readAdminListPage } from '../common/admin-list-page';
import { CalculationsService } from '../calculations/calculations.service';
import { calculationView } from '../calculations/calculation-view';
import { ConversionsService } from '../conversions/conversions.service';
import { GalleryImageEntity } from '../gallery/gallery-image.entity';
import { type DetailedQuoteDto, type GalleryQuoteRequestDto, type StorePhoneDto } from './leads.dto';
import { Outbox } from '../jobs/outbox.service';
import { leadCreatedEvent } from '../webhooks/lead-created-event';
import { PhoneLeadEntity } from './phone-lead.entity';
import { QuoteRequestEntity } from './quote-request.entity';

export function toPhoneLead(row: PhoneLeadEntity): PhoneLead {
  return {
    id: row.id,
    customerPhone: row.customerPhone,
    service: row.service,
    context: row.context,
    submittedAt: row.submittedAt.toISOString(),
    priority: row.priority,
    calculationData: row.calculationData ? JSON.stringify(row.calculationData) : null,
  };
}

export function toQuoteRequest(row: QuoteRequestEntity): QuoteRequest {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    customerName: row.customerName,
    service: row.service,
    calculationType: row.calculationType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    calculationData: row.calculationData ? JSON.stringify(row.calculationData) : null,
  };
}

/** The quote number a phone lead's calculation data names, if any (it is the visitor's, so only a string counts). */
function quoteNumberOf(calculationData: Record<string, unknown> | null | undefined): string | null {
  const value = calculationData?.quoteNumber;
  return typeof value === 'string' ? value : null;
}

@Injectable()
export class LeadsService {
  private readonly logger = new Logger('Leads');

  constructor(
    @InjectRepository(PhoneLeadEntity) private readonly phoneLeads: Repository<PhoneLeadEntity>,
    @InjectRepository(QuoteRequestEntity) private readonly quoteRequests: Repository<QuoteRequestEntity>,
    @InjectRepository(GalleryImageEntity) private readonly galleryImages: Repository<GalleryImageEntity>,
    private readonly calculations: CalculationsService,
    private readonly conversions: ConversionsService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Lead and its conversion are committed before the visitor sees success; the notification follows. A lead that
   * names its calculation by id gets the calculation's context and data (404 for one that does not exist).
   */
  async storePhoneLead(request: StorePhoneDto): Promise<SuccessResponse> {
    const dto = {
      ...request,
      ...(request.calculationId ? await this.calculationOf(request.calculationId) : {}),
    };
    const id = await this.conversions.insertCounted(
      PhoneLeadEntity,
      {
        customerPhone: dto.phone,
        service: dto.service,
        // The DTO requires a context where no calculation names it.
        context: dto.context ?? '',
        priority: priorityForService(dto.service),
        calculationData: dto.calculationData ?? null,
      },
      'phone',
      (leadId) =>
        leadCreatedEvent('phone-lead', leadId, {
          phone: dto.phone,
          service: dto.service,
          quoteNumber: quoteNumberOf(dto.calculationData),
        }),
    );
    this.outbox.dispatch('phoneLeadNotifications', id);
    this.outbox.dispatch('phoneLeadCustomerMatching', id);
    return { success: true, message: LEAD_MESSAGES.phoneStored };
  }

  /** A phone lead's context and calculation data from the stored calculation its result page shows. */
  private async calculationOf(
    calculationId: string,
  ): Promise<{ context: string; calculationData: Record<string, unknown> }> {
    const view = calculationView(await this.calculations.getShown(calculationId));
    return {
      context: PHONE_LEAD_CONTEXT_OF_CALCULATION[view.type],
      calculationData: { ...phoneLeadCalculationData(view) },
    };
  }

  /** A quote request linked to the visitor's calculation (its id and quote number in calculationData). */
  async requestDetailedQuote(dto: DetailedQuoteDto): Promise<SuccessResponse> {
    const calculationId = dto.calculationId ?? dto.quoteId;
    const calculation = calculationId ? await this.calculations.findById(calculationId) : null;
    if (calculationId && !calculation) {
      // Keep the lead anyway: the phone number matters more than the link.
      this.logger.warn(`Detailed quote refers to unknown calculation ${calculationId}`);
    }
    const id = await this.conversions.insertCounted(
      QuoteRequestEntity,
      {
        phone: dto.phone,
        email: null,
        customerName: null,
        service: dto.service,
        calculationType: calculation?.type ?? dto.calculationType,
        status: 'pending',
        calculationData: calculation
          ? { quoteId: calculation.id, quoteNumber: calculation.quoteNumber }
          : null,
      },
      'quoteRequest',
      (leadId) =>
        leadCreatedEvent('quote-request', leadId, {
          phone: dto.phone,
          service: dto.service,
          quoteNumber: calculation?.quoteNumber ?? null,
        }),
    );
    this.outbox.dispatch('quoteRequestNotifications', id);
    this.outbox.dispatch('quoteRequestCustomerMatching', id);
    return { success: true, message: LEAD_MESSAGES.detailedQuoteStored };
  }

  /**
   * The gallery price check: a quote request about one project the gallery shows (active), with the visitor's
   * name and e-mail. Any other number is a German 400: the operator could not tell what the visitor meant.
   */
  async requestGalleryPriceCheck(dto: GalleryQuoteRequestDto): Promise<SuccessResponse> {
    const shown = await this.galleryImages.existsBy({ galleryNumber: dto.galleryNumber, isActive: true });
    if (!shown) throw new BadRequestException(LEAD_MESSAGES.galleryNumberUnknown);
    const id = await this.conversions.insertCounted(
      QuoteRequestEntity,
      {
        phone: dto.customerPhone,
        email: dto.customerEmail,
        customerName: dto.customerName,
        service: dto.requestedService,
        calculationType: null,
        status: 'pending',
        calculationData: {
          galleryNumber: dto.galleryNumber,
          ...(dto.message ? { message: dto.message } : {}),
        },
      },
      'quoteRequest',
      (leadId) =>
        leadCreatedEvent('quote-request', leadId, {
          name: dto.customerName,
          email: dto.customerEmail,
          phone: dto.customerPhone,
          service: dto.requestedService,
          message: dto.message ?? null,
        }),
    );
    this.outbox.dispatch('quoteRequestNotifications', id);
    this.outbox.dispatch('quoteRequestCustomerMatching', id);
    return { success: true, message: LEAD_MESSAGES.galleryRequestStored };
  }

  listPhoneLeads(query: AdminListQuery): Promise<AdminListPage<PhoneLead>> {
    return readAdminListPage(this.phoneLeads, 'submitted_at', query, toPhoneLead);
  }

  async deletePhoneLead(id: string): Promise<SuccessResponse> {
    const result = await this.phoneLeads.delete({ id });
    if (!result.affected) throw new NotFoundException(LEAD_MESSAGES.leadNotFound);
    return { success: true };
  }

  listQuoteRequests(query: AdminListQuery): Promise<AdminListPage<QuoteRequest>> {
    return readAdminListPage(this.quoteRequests, 'created_at', query, toQuoteRequest);
  }

  async updateQuoteRequestStatus(id: string, status: QuoteRequestStatus): Promise<QuoteRequest> {
    const result = await this.quoteRequests.update({ id }, { status });
    if (!result.affected) throw new NotFoundException(LEAD_MESSAGES.quoteRequestNotFound);
    return toQuoteRequest(await this.quoteRequests.findOneByOrFail({ id }));
  }

  async deleteQuoteRequest(id: string): Promise<SuccessResponse> {
    const result = await this.quoteRequests.delete({ id });
    if (!result.affected) throw new NotFoundException(LEAD_MESSAGES.quoteRequestNotFound);
    return { success: true };
  }
}
