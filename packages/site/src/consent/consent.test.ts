import { parseConsent, toAdConsentMode } from './consent';

describe('toAdConsentMode', () => {
  it('grants the three ad fields and analytics storage when everything is accepted', () => {
    expect(toAdConsentMode({ necessary: true, analytics: true, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
  });

  it('lets analytics storage follow analytics while marketing is granted', () => {
    expect(toAdConsentMode({ necessary: true, analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('denies all four without marketing, even with analytics granted', () => {
    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    };
    expect(toAdConsentMode({ necessary: true, analytics: true, marketing: false })).toEqual(denied);
    expect(toAdConsentMode({ necessary: true, analytics: false, marketing: false })).toEqual(denied);
  });
});

describe('parseConsent', () => {
  it('reads a stored choice and forces necessary on', () => {
    expect(parseConsent('{"necessary":false,"analytics":true,"marketing":false}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });

  it.each([null, '', 'yes', '[]', 'null', '{"analytics":"true","marketing":false}', '{"analytics":true}'])(
    'treats %p as not decided',
    (raw) => {
      expect(parseConsent(raw)).toBeNull();
    },
  );
});
