/** The four offers of the phone-service dialog (spec section 9), in the order they are shown. */
import { PHONE_SERVICES, type PhoneService } from '@stairs/contracts';

export interface PhoneServiceOption {
  value: PhoneService;
  title: string;
  description: string;
}

const OPTION_TEXTS: Record<PhoneService, Omit<PhoneServiceOption, 'value'>> = {
  whatsapp_beratung: {
    title: 'WhatsApp-Beratung',
    description: 'Persönliche Beratung per WhatsApp – Antwort innerhalb von 2 Stunden',
  },
  preis_alarm: {
    title: 'Preis-Alarm per SMS',
    description: 'Aktionen per SMS erhalten und bis zu 15 % sparen',
  },
  pdf_download: {
    title: 'PDF-Angebot',
    description: 'Ihren Kostenvoranschlag als PDF zum Aufbewahren und Weiterleiten',
  },
  termin_service: {
    title: 'Termin-Service',
    description: 'Wir rufen Sie an und vereinbaren einen Besichtigungstermin',
  },
};

export const PHONE_SERVICE_OPTIONS: readonly PhoneServiceOption[] = PHONE_SERVICES.map((value) => ({
  value,
  ...OPTION_TEXTS[value],
}));

export function isPhoneService(value: string): value is PhoneService {
  return (PHONE_SERVICES as readonly string[]).includes(value);
}
