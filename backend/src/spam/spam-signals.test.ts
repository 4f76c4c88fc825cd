import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_UNTOUCHED_FILL_MS } from '@stairs/contracts';
import { isSpam, takeSpamSignals } from './spam-signals';

const untouched = (sincePageStartMs: number) => ({ sincePageStartMs, touched: false });

describe('takeSpamSignals', () => {
  it('takes the honeypot and the fill time out of the body and leaves the fields', () => {
    const body: Record<string, unknown> = {
      name: 'Maria',
      [HONEYPOT_FIELD]: '',
      [FILL_TIME_FIELD]: untouched(5000),
    };
    expect(takeSpamSignals(body)).toEqual({ honeypot: '', fillTime: untouched(5000) });
    expect(body).toEqual({ name: 'Maria' });
  });

  it('finds none in a body that is not an object', () => {
    for (const body of [undefined, null, 'text', ['website']]) {
      expect(takeSpamSignals(body)).toEqual({ honeypot: undefined, fillTime: undefined });
    }
  });
});

describe('isSpam', () => {
  it('a honeypot holding anything is a bot’s', () => {
    for (const honeypot of ['https://example.com', ' ', ['', 'x'], 0]) {
      expect(isSpam({ honeypot, fillTime: undefined })).toBe(true);
    }
  });

  it('an empty or missing honeypot without timing is a person’s', () => {
    for (const honeypot of ['', undefined, null]) {
      expect(isSpam({ honeypot, fillTime: undefined })).toBe(false);
    }
  });

  it('sent too soon from an untouched page is a bot’s; touched or later it is not', () => {
    const soon = untouched(MIN_UNTOUCHED_FILL_MS - 1);
    expect(isSpam({ honeypot: '', fillTime: soon })).toBe(true);
    expect(isSpam({ honeypot: '', fillTime: { ...soon, touched: true } })).toBe(false);
    expect(isSpam({ honeypot: '', fillTime: untouched(MIN_UNTOUCHED_FILL_MS) })).toBe(false);
    // A post without script carries no timing (the page server sends its fields as text): judged by the honeypot.
    expect(isSpam({ honeypot: '', fillTime: JSON.stringify(soon) })).toBe(false);
  });

  it('a fill time that is not one (forged, malformed) says nothing', () => {
    for (const fillTime of [
      '100',
      { sincePageStartMs: '100', touched: false },
      { sincePageStartMs: 100 },
      null,
    ]) {
      expect(isSpam({ honeypot: '', fillTime })).toBe(false);
    }
  });
});
