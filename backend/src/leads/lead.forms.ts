import {
  CALCULATION_FOLLOW_UPS,
  type CalculationFollowUp,
  calculationResultPagePath,
  LEAD_MESSAGES,
  PUBLIC_FORMS,
} from '@stairs/contracts';
import { isUUID } from 'class-validator';
import { CalculationsService } from '../calculations/calculations.service';
import { CalculationForms } from '../forms/calculation-forms.service';
import { definePublicFormHandler } from '../public-forms/public-form';
import { successAnswer } from '../spam/decoy-answers';
import { DetailedQuoteDto, GalleryQuoteRequestDto, StorePhoneDto } from './leads.dto';
import { LeadsService } from './leads.service';

/**
 * A caught follow-up of a result page: back to that page saying it was received, as a person's post. For an
 * unknown calculation the page says it does not exist, as the route itself would have.
 */
async function followUpDecoy(
  body: Record<string, unknown>,
  calculations: CalculationsService,
  sent: CalculationFollowUp,
): Promise<string> {
  const id = typeof body.calculationId === 'string' ? body.calculationId : '';
  const stored = isUUID(id) ? await calculations.findShown(id) : null;
  return calculationResultPagePath(stored?.type ?? 'concrete', id, sent);
}

/** A result page's phone service (the JSON island sends context and calculation data; the form only the id). */
export const phoneServiceForm = definePublicFormHandler({
  form: PUBLIC_FORMS.phoneService,
  readme: {
    json: '`{phone, service, context, calculationData}` → `{success, message}`; rate bucket `lead`',
    form: '`calculationId, service, phone`: context and calculation data from the stored calculation; 303 to the result page',
  },
  dto: StorePhoneDto,
  services: { leads: LeadsService, calculations: CalculationsService, pages: CalculationForms },
  openApi: {
    tag: 'leads',
    json: 'Phone lead from the phone-service dialog (priority from the service)',
    form: 'Phone service of a result: 303 back to it, or the result page with errors',
  },
  answer: (dto, { leads }) => leads.storePhoneLead(dto),
  decoy: async () => successAnswer(LEAD_MESSAGES.phoneStored),
  example: ({ calculationId }) => ({
    body: {
      phone: '0664 1234567',
      service: 'termin_service',
      context: 'concrete_calculator',
      calculationData: null,
    },
    form: { calculationId, service: 'termin_service', phone: '0664 1234567' },
  }),
  post: (body, { pages }) => pages.phoneService(body),
  decoyLocation: (body, { calculations }) => followUpDecoy(body, calculations, CALCULATION_FOLLOW_UPS[0]),
});

/** A result page's detailed-quote request. */
export const detailedQuoteForm = definePublicFormHandler({
  form: PUBLIC_FORMS.detailedQuote,
  readme: {
    json: '`{phone, service?, calculationType, calculationId?/quoteId?}`; rate bucket `lead`',
    form: '`calculationId, phone`: a quote request linked to the calculation; 303 to the result page',
  },
  dto: DetailedQuoteDto,
  services: { leads: LeadsService, calculations: CalculationsService, pages: CalculationForms },
  openApi: {
    tag: 'leads',
    json: 'Detailed-quote request linked to a calculation',
    form: 'Detailed quote of a result: 303 back to it, or the result page with errors',
  },
  answer: (dto, { leads }) => leads.requestDetailedQuote(dto),
  decoy: async () => successAnswer(LEAD_MESSAGES.detailedQuoteStored),
  example: ({ calculationId }) => ({
    body: {
      phone: '0664 1234567',
      service: 'detailliertes_angebot',
      calculationType: 'concrete' as const,
      calculationId,
    },
  }),
  post: (body, { pages }) => pages.detailedQuote(body),
  decoyLocation: (body, { calculations }) => followUpDecoy(body, calculations, CALCULATION_FOLLOW_UPS[1]),
});

/** The gallery's price check of one project. */
export const galleryPriceCheckForm = definePublicFormHandler({
  form: PUBLIC_FORMS.galleryPriceCheck,
  readme: {
    json: '`{galleryNumber, customerName, customerEmail, customerPhone?, requestedService, message?}`; stored as a quote request about a project the gallery shows (any other number: 400); rate bucket `lead`',
  },
  dto: GalleryQuoteRequestDto,
  services: { leads: LeadsService },
  openApi: {
    tag: 'leads',
    json: 'Gallery price check: a quote request about one project, notified to the operator',
  },
  answer: (dto, { leads }) => leads.requestGalleryPriceCheck(dto),
  decoy: async () => successAnswer(LEAD_MESSAGES.galleryRequestStored),
  example: ({ galleryNumber, email }) => ({
    body: {
      galleryNumber,
      customerName: 'Maria',
      customerEmail: email,
      customerPhone: null,
      requestedService: 'renovation' as const,
      message: null,
    },
  }),
});
