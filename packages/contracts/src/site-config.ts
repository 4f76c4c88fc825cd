/** Company details and outbound links, served by GET /api/site-config (docs/decisions.md). */
export interface SiteConfig {
  companyName: string;
  tagline: string;
  /** Dialable form, e.g. +4312345678 (used in tel: links). */
  phone: string;
  /** Human form, e.g. +43 1 234 56 78. */
  phoneDisplay: string;
  /** International digits only, for wa.me links. */
  whatsappNumber: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  vatNumber: string;
  openingHours: string;
  serviceArea: string;
  mainSiteUrl: string;
  newStairsUrl: string;
  impressumUrl: string;
  datenschutzUrl: string;
  /** Public base URL of the site, for canonical links and structured data. */
  publicUrl: string;
  ads: {
    /** Ad service account id, e.g. AW-000000000; empty disables tracking. */
    conversionId: string;
    /** Conversion label per tracked event. */
    conversionLabels: Record<ConversionEventKind, string>;
  };
}

/** What the ad tracking counts, with consent; an accepted quote ('order') with its gross total as value. */
export type ConversionEventKind = 'phone' | 'contact' | 'calculation' | 'whatsapp' | 'order';
