import {
  LEAD_MESSAGES,
  PHONE_SERVICE_FORM_TEXTS,
  PUBLIC_FORMS,
  QUOTE_REQUEST_SERVICE_LABELS,
} from '@stairs/contracts';
import { definePublicFormHandler } from '../public-forms/public-form';
import { successAnswer } from '../spam/decoy-answers';
import { DetailedQuoteDto, GalleryQuoteRequestDto, StorePhoneDto } from './leads.dto';
import { LeadsService } from './leads.service';

/**
 * A result page's phone service: the dialog sends context and calculation data, the form without script the
 * calculation's id (context and data then come from the stored calculation).
 */
export const phoneServiceForm = definePublicFormHandler({
  form: PUBLIC_FORMS.phoneService,
  label: PHONE_SERVICE_FORM_TEXTS.title,
  readme: {
    json: '`{phone, service, context, calculationData}` or `{phone, service, calculationId}` (context and data from the stored calculation) → `{success, message}`; rate bucket `lead`',
  },
  dto: StorePhoneDto,
  services: { leads: LeadsService },
  openApi: {
    tag: 'leads',
    json: 'Phone lead from the phone-service dialog or a result page (priority from the service)',
  },
  answer: (dto, { leads }) => leads.storePhoneLead(dto),
  decoy: async () => successAnswer(LEAD_MESSAGES.phoneStored),
  example: ({ calculationId }) => ({
    body: {
      phone: '0664 1234567',
      service: 'termin_service',
      calculationId,
    },
  }),
});

/** A result page's detailed-quote request. */
export const detailedQuoteForm = definePublicFormHandler({
  form: PUBLIC_FORMS.detailedQuote,
  label: QUOTE_REQUEST_SERVICE_LABELS.detailliertes_angebot,
  readme: {
    json: '`{phone, service?, calculationType, calculationId?/quoteId?}`; rate bucket `lead`',
  },
  dto: DetailedQuoteDto,
  services: { leads: LeadsService },
  openApi: {
    tag: 'leads',
    json: 'Detailed-quote request linked to a calculation',
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
});

/** The gallery's price check of one project. */
export const galleryPriceCheckForm = definePublicFormHandler({
  form: PUBLIC_FORMS.galleryPriceCheck,
  label: 'Preisprüfung (Galerie)',
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
