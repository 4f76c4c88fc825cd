import { type PhoneLead } from '@stairs/contracts';
import {
  phoneContextLabel,
  phoneServiceLabel,
  priorityBadgeVariant,
  priorityLabel,
  sortPhoneLeads,
  telHref,
} from './leads';

describe('priority display (docs/product.md §4)', () => {
  it('shows high = Hoch, medium = Mittel, anything else = Niedrig', () => {
    expect(priorityLabel('high')).toBe('Hoch');
    expect(priorityLabel('medium')).toBe('Mittel');
    expect(priorityLabel('low')).toBe('Niedrig');
    expect(priorityLabel('urgent')).toBe('Niedrig');
    expect(priorityLabel('')).toBe('Niedrig');
  });

  it('colours the badge by priority', () => {
    expect(priorityBadgeVariant('high')).toBe('destructive');
    expect(priorityBadgeVariant('medium')).toBe('warning');
    expect(priorityBadgeVariant('whatever')).toBe('secondary');
  });
});

describe('labels', () => {
  it('names the phone-service offers and contexts, raw value otherwise', () => {
    expect(phoneServiceLabel('whatsapp_beratung')).toBe('WhatsApp-Beratung');
    expect(phoneServiceLabel('termin_service')).toBe('Termin-Service');
    expect(phoneServiceLabel('neu')).toBe('neu');
    expect(phoneContextLabel('concrete_calculator')).toBe('Rechner „Betonstufen verkleiden“');
    expect(phoneContextLabel('renovation_calculator')).toBe('Rechner „Treppe renovieren“');
    expect(phoneContextLabel('home')).toBe('home');
  });
});

describe('telHref', () => {
  it('keeps a leading plus and the digits', () => {
    expect(telHref('+43 1 234 56 78')).toBe('tel:+4312345678');
    expect(telHref('0664 / 123-45-67')).toBe('tel:06641234567');
    expect(telHref(' (01) 234 ')).toBe('tel:01234');
  });
});

describe('sortPhoneLeads', () => {
  const lead = (id: string, submittedAt: string): PhoneLead => ({
    id,
    customerPhone: '0664 1234567',
    service: 'preis_alarm',
    context: 'concrete_calculator',
    submittedAt,
    priority: 'medium',
  });

  it('puts the newest first and unreadable dates last', () => {
    const sorted = sortPhoneLeads([
      lead('a', '2026-03-01T10:00:00Z'),
      lead('b', 'kaputt'),
      lead('c', '2026-03-02T08:00:00Z'),
    ]);
    expect(sorted.map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });
});
