import { ApiError } from '@stairs/api-client';
import { toast } from '@stairs/ui';
import { showCallFailure, wasRefused } from './call-failure';

jest.mock('@stairs/ui', () => ({ toast: jest.fn() }));
const shownToast = jest.mocked(toast);

const refusal = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Der Titel ist zu lang.' }));

describe('showCallFailure', () => {
  beforeEach(() => shownToast.mockClear());

  it("shows the server's German reason for a refusal, under the screen's title", () => {
    showCallFailure(refusal, 'Projekt konnte nicht erstellt werden', 'Fehler beim Speichern');
    expect(shownToast).toHaveBeenCalledWith({
      title: 'Fehler beim Speichern',
      description: 'Der Titel ist zu lang.',
      variant: 'destructive',
    });
  });

  it("shows the screen's own text when the server gave no reason (5xx, no answer)", () => {
    showCallFailure(
      new ApiError(502, 'Bad Gateway', '<html>proxy</html>'),
      'Bild konnte nicht gelöscht werden.',
    );
    showCallFailure(new TypeError('Failed to fetch'), 'Bild konnte nicht gelöscht werden.');
    for (const [shown] of shownToast.mock.calls)
      expect(shown).toEqual({
        title: 'Fehler',
        description: 'Bild konnte nicht gelöscht werden.',
        variant: 'destructive',
      });
  });

  it("puts the reason into a one-line title when the screen's text has a place for it", () => {
    shownToast.mockClear();
    showCallFailure(
      refusal,
      'Bitte versuchen Sie es erneut.',
      (reason) => `Fehler beim Aktualisieren: ${reason}`,
    );
    expect(shownToast).toHaveBeenCalledWith({
      title: 'Fehler beim Aktualisieren: Der Titel ist zu lang.',
      variant: 'destructive',
    });
  });
});

describe('wasRefused', () => {
  it('is true only for an answer that refused the write', () => {
    expect(wasRefused(refusal)).toBe(true);
    expect(wasRefused(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(wasRefused(new TypeError('Failed to fetch'))).toBe(false);
  });
});
