/** The four offers of the phone-service dialog (docs/product.md §9), in the order they are shown. */
import { PHONE_SERVICE_LABELS, PHONE_SERVICES, type PhoneService } from '@stairs/contracts';

export interface PhoneServiceOption {
  value: PhoneService;
  title: string;
  description: string;
}

const OPTION_DESCRIPTIONS: Record<PhoneService, string> = {
  whatsapp_beratung: 'Persönliche Beratung per WhatsApp – Antwort innerhalb von 2 Stunden',
  preis_alarm: 'Aktionen per SMS erhalten und bis zu 15 % sparen',
  pdf_download: 'Ihren Kostenvoranschlag als PDF zum Aufbewahren und Weiterleiten',
  termin_service: 'Wir rufen Sie an und vereinbaren einen Besichtigungstermin',
};

export const PHONE_SERVICE_OPTIONS: readonly PhoneServiceOption[] = PHONE_SERVICES.map((value) => ({
  value,
  title: PHONE_SERVICE_LABELS[value],
  description: OPTION_DESCRIPTIONS[value],
}));

export function isPhoneService(value: string): value is PhoneService {
  return (PHONE_SERVICES as readonly string[]).includes(value);
}
