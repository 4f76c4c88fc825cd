import { COOKIE_CONSENT_STORAGE_KEY } from '@stairs/contracts';
import {
  adScriptUrl,
  applyConsent,
  buildConversion,
  configureAds,
  resetAdsForTests,
  trackConversion,
  type AdsConfig,
} from './ads';

const config: AdsConfig = {
  conversionId: 'AW-123456789',
  conversionLabels: {
    phone: 'PhOnE',
    contact: 'CoNtAcT',
    calculation: 'CaLc',
    whatsapp: 'WhAtS',
    order: 'OrDeR',
  },
};

/** Minimal localStorage for the node test environment. */
function installStorage(initial: Record<string, string> = {}): void {
  const values = new Map(Object.entries(initial));
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
  });
}

function dataLayer(): unknown[][] {
  const layer = (globalThis as { dataLayer?: IArguments[] }).dataLayer ?? [];
  return layer.map((entry) => Array.from(entry));
}

afterEach(() => {
  resetAdsForTests();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('buildConversion', () => {
  const now = 1767225600000;

  it.each([
    ['phone', {}, 20, `phone-${now}`],
    ['contact', {}, 15, `contact-${now}`],
    ['whatsapp', {}, 18, `whatsapp-${now}`],
    ['calculation', { calculationType: 'concrete' }, 10, `calc-concrete-${now}`],
    ['calculation', { calculationType: 'renovation' }, 10, `calc-renovation-${now}`],
    // An accepted quote: its gross total, its order's id (counted once however often the page reports it).
    ['order', { value: 1234.5, transactionId: 'order-4f1c' }, 1234.5, 'order-4f1c'],
  ] as const)('%s %p → %d EUR, %s', (kind, options, value, transactionId) => {
    expect(buildConversion(kind, options, now)).toEqual({ value, currency: 'EUR', transactionId });
  });
});

describe('trackConversion', () => {
  it('sends nothing without a stored decision', () => {
    installStorage();
    configureAds(config);
    expect(trackConversion('contact')).toBeNull();
    expect(dataLayer()).toEqual([]);
  });

  it('sends nothing without marketing consent', () => {
    installStorage({ [COOKIE_CONSENT_STORAGE_KEY]: '{"necessary":true,"analytics":true,"marketing":false}' });
    configureAds(config);
    expect(trackConversion('phone')).toBeNull();
  });

  it('sends nothing when no account is configured', () => {
    installStorage({ [COOKIE_CONSENT_STORAGE_KEY]: '{"necessary":true,"analytics":true,"marketing":true}' });
    configureAds({ ...config, conversionId: '' });
    expect(trackConversion('phone')).toBeNull();
  });

  it('sends the conversion to id/label with value, currency and transaction id', () => {
    installStorage({ [COOKIE_CONSENT_STORAGE_KEY]: '{"necessary":true,"analytics":false,"marketing":true}' });
    configureAds(config);
    const sent = trackConversion('calculation', { calculationType: 'renovation' });
    expect(sent?.transactionId).toMatch(/^calc-renovation-\d{13}$/);
    const events = dataLayer().filter((entry) => entry[0] === 'event');
    expect(events).toEqual([
      [
        'event',
        'conversion',
        { send_to: 'AW-123456789/CaLc', value: 10, currency: 'EUR', transaction_id: sent?.transactionId },
      ],
    ]);
  });
});

describe('applyConsent', () => {
  it('sets the denied default first, then the update, and loads the script only with marketing', () => {
    installStorage();
    configureAds(config);
    applyConsent({ necessary: true, analytics: true, marketing: false });
    expect(dataLayer()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
    ]);
    applyConsent({ necessary: true, analytics: false, marketing: true });
    const commands = dataLayer().map((entry) => entry[0]);
    expect(commands).toEqual(['consent', 'consent', 'consent', 'js', 'config']);
    expect(dataLayer()[4]).toEqual(['config', 'AW-123456789']);
  });

  it('builds the ad script URL from the account id', () => {
    expect(adScriptUrl('AW-123456789')).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789');
  });
});
