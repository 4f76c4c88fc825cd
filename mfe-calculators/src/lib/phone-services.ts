/** The four offers of the phone-service dialog (docs/product.md §9), in the order they are shown. */
import {
  PHONE_SERVICE_DESCRIPTIONS,
  PHONE_SERVICE_LABELS,
  PHONE_SERVICES,
  type PhoneService,
} from '@stairs/contracts';

export interface PhoneServiceOption {
  value: PhoneService;
  title: string;
  description: string;
}

export const PHONE_SERVICE_OPTIONS: readonly PhoneServiceOption[] = PHONE_SERVICES.map((value) => ({
  value,
  title: PHONE_SERVICE_LABELS[value],
  description: PHONE_SERVICE_DESCRIPTIONS[value],
}));
