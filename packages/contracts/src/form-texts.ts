/**
 * The public forms' texts (labels, headings, buttons, success notes) in one place: the site's forms (mfe-calculators,
 * mfe-gallery, the shell's contact form, mfe-blog's upload page) and the pages that answer their posts (the page
 * server renders the same components) read them from here. "site" names the components that show a group; the
 * texts marked "answer page" are only the pages' that answer a post.
 */
import { PAGES } from './pages';
import { QUOTE_REQUEST_SERVICE_LABELS } from './vocabulary';

/** The contact form's name: its legend, and the operator's name for it (the spam counts, the ads plan). */
export const CONTACT_FORM_NAME = 'Kontaktformular';

/** The home page's contact section and its form (site: shell/src/pages/home). */
export const CONTACT_FORM_TEXTS = {
  sectionTitle: 'Kontakt',
  sectionIntro:
    'Wir beraten Sie gerne – rufen Sie an, schreiben Sie uns oder senden Sie eine WhatsApp-Nachricht.',
  title: 'Schreiben Sie uns',
  description: 'Wir antworten in der Regel innerhalb eines Werktags.',
  legend: CONTACT_FORM_NAME,
  labels: { name: 'Name', email: 'E-Mail', message: 'Nachricht' },
  submit: 'Nachricht senden',
  successTitle: 'Nachricht gesendet!',
} as const;

/** Around the calculator forms and their results (site: mfe-calculators/src/components). */
export const CALCULATOR_FORM_TEXTS = {
  submit: 'Preis berechnen',
  backToHome: 'Zurück zur Startseite',
  /** The follow-up buttons that open the two lead dialogs. */
  phoneServiceAction: 'Telefon-Service',
  detailedQuoteAction: 'Detailliertes Angebot anfordern',
  /** Read after a link that opens a new tab (the quote document, WhatsApp). */
  opensInNewTab: ' (öffnet in einem neuen Tab)',
  /** Answer page: the link from a result back to its calculator's empty form. */
  calculateAgain: 'Neu berechnen',
} as const;

/** The phone-service dialog of a result (site: PhoneServiceForm.tsx). */
export const PHONE_SERVICE_FORM_TEXTS = {
  title: 'Telefon-Service',
  description: (quoteNumber: string) =>
    `Wählen Sie einen Service zu Ihrem Kostenvoranschlag ${quoteNumber} und hinterlassen Sie Ihre Telefonnummer.`,
  legend: 'Service wählen',
  phoneLabel: 'Ihre Telefonnummer',
  phonePlaceholder: '+43 660 1234567',
  submit: 'Service aktivieren',
} as const;

/** The detailed-quote dialog of a result (site: DetailedQuoteForm.tsx). */
export const DETAILED_QUOTE_FORM_TEXTS = {
  title: 'Detailliertes Angebot anfordern',
  description: (quoteNumber: string) =>
    `Wir prüfen Ihren Kostenvoranschlag ${quoteNumber}, rufen Sie an und erstellen Ihnen ein detailliertes Angebot.`,
  phoneLabel: 'Telefonnummer',
  phonePlaceholder: '+43 660 1234567',
  submit: 'Angebot anfordern',
} as const;

/** The services a gallery price check may ask for, in the form's order (the quote requests' names). */
export const GALLERY_PRICE_CHECK_SERVICES = ['concrete', 'renovation', 'custom'] as const;
export type GalleryPriceCheckService = (typeof GALLERY_PRICE_CHECK_SERVICES)[number];

/** The gallery's price-check dialog (site: mfe-gallery QuoteRequestDialog.tsx and lib/quote-request.ts). */
export const PRICE_CHECK_FORM_TEXTS = {
  title: 'Preisprüfung anfordern',
  /** The project's number as the gallery's viewer shows it (site: GalleryDetailDialog.tsx). */
  projectNumber: (galleryNumber: string) => `Projekt-Nr. ${galleryNumber}`,
  description: (galleryNumber: string, projectTitle?: string) =>
    `Projekt ${galleryNumber}${projectTitle ? ` – ${projectTitle}` : ''}. Wir prüfen den Preis für Ihre Treppe und melden uns bei Ihnen.`,
  labels: {
    customerName: 'Name *',
    customerEmail: 'E-Mail *',
    customerPhone: 'Telefon',
    requestedService: 'Gewünschte Leistung *',
    message: 'Nachricht',
  },
  servicePlaceholder: 'Bitte wählen',
  serviceLabels: {
    concrete: QUOTE_REQUEST_SERVICE_LABELS.concrete,
    renovation: QUOTE_REQUEST_SERVICE_LABELS.renovation,
    custom: QUOTE_REQUEST_SERVICE_LABELS.custom,
  } satisfies Record<GalleryPriceCheckService, string>,
  messagePlaceholder: 'z. B. Anzahl der Stufen, Maße oder Wunschtermin',
  submit: 'Anfrage senden',
  successTitle: 'Anfrage gesendet!',
  successDescription: (galleryNumber: string) =>
    `Ihre Preisanfrage zu Projekt ${galleryNumber} ist bei uns eingegangen. Wir melden uns in Kürze.`,
} as const;

/** The /upload page's 'E-Mail zu Blog' form (site: mfe-blog BlogUploadPage, EmailToBlogForm, useBlogDrafts). */
export const BLOG_EMAIL_FORM_TEXTS = {
  pageTitle: PAGES.upload.name,
  pageIntro: 'Aus Fotos und E-Mails von unseren Baustellen entstehen neue Blog-Artikel.',
  backToBlog: 'Zurück zum Blog',
  title: 'E-Mail zu Blog',
  description: 'Betreff und Text einer E-Mail werden zu einem Artikel-Entwurf.',
  labels: { subject: 'Betreff', body: 'Text' },
  submit: 'Artikel aus E-Mail erstellen',
  successTitle: 'Blog-Artikel aus E-Mail erstellt!',
  awaitsApproval: (title: string) =>
    `„${title}“ wurde als Entwurf angelegt und wartet auf die Freigabe per E-Mail.`,
  /** Answer page: the thank-you page has no title to name (it never shows text from its address). */
  awaitsApprovalUnnamed: 'Der Artikel wurde als Entwurf angelegt und wartet auf die Freigabe per E-Mail.',
} as const;

/** The texts of the pages that answer a form sent without script (error summary, refusals, not found). */
export const FORM_PAGE_TEXTS = {
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Eingaben',
  backToForm: 'Zurück zum Formular',
  toHome: 'Zur Startseite',
  /** Headings of the pages that answer a failed post or an unknown address, by HTTP status. */
  errorTitles: {
    400: 'Anfrage nicht verständlich',
    403: 'Anfrage abgelehnt',
    404: 'Seite nicht gefunden',
    405: 'Anfrage nicht möglich',
    413: 'Anfrage zu groß',
    410: 'Link abgelaufen',
    415: 'Formular nicht lesbar',
    429: 'Zu viele Anfragen',
    500: 'Ein Fehler ist aufgetreten',
    503: 'Vorübergehend nicht erreichbar',
  } as Partial<Record<number, string>>,
  errorTitleFallback: 'Ein Fehler ist aufgetreten',
  /** 404 pages of a calculation and a gallery project that do not exist (or are not shown). */
  calculationNotFound: 'Dieser Kostenvoranschlag wurde nicht gefunden.',
  projectNotFound: 'Dieses Projekt wurde nicht gefunden.',
} as const;
