import { phoneContextLabel, phoneServiceLabel, priorityBadgeVariant, priorityLabel, telHref } from './leads';

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
