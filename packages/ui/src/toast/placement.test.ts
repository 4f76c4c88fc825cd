import { placementAvoiding, TOP, watchUsedControls } from './placement';

const PHONE_HEIGHT = 844;

describe('where a toast goes', () => {
  it('to the bottom when the control just used is in the upper half (a field or button below the header)', () => {
    expect(placementAvoiding({ top: 70, bottom: 110 }, PHONE_HEIGHT)).toEqual({ edge: 'bottom', inset: 0 });
  });

  it('below the header when the control is in the lower half (a row’s Löschen, Preise speichern)', () => {
    expect(placementAvoiding({ top: 790, bottom: 830 }, PHONE_HEIGHT)).toEqual(TOP);
  });

  it('above a cookie banner at the bottom, whose height counts off the screen', () => {
    expect(placementAvoiding({ top: 100, bottom: 140 }, PHONE_HEIGHT, 200)).toEqual({
      edge: 'bottom',
      inset: 200,
    });
    // In the upper half of what the banner leaves free: the toast goes below the header.
    expect(placementAvoiding({ top: 360, bottom: 400 }, PHONE_HEIGHT, 200)).toEqual(TOP);
  });

  it('below the header when no control is known (no page, or nothing used yet)', () => {
    expect(placementAvoiding(null, PHONE_HEIGHT)).toEqual(TOP);
    expect(watchUsedControls(undefined)()).toEqual(TOP);
  });
});

/** A control at a height of the screen, in a dialog or on the page, as far as the watcher reads it. */
class FakeElement {
  isConnected = true;
  constructor(
    private readonly box: { top: number; bottom: number },
    private readonly inDialog = false,
  ) {}
  getBoundingClientRect() {
    return this.box;
  }
  closest(selector: string) {
    return this.inDialog && selector.includes('[role="dialog"]') ? this : null;
  }
}

/** A page of PHONE_HEIGHT where the visitor taps controls; `place` answers where a toast shown now goes. */
function phonePage() {
  const listeners: Record<string, ((event: Event) => void)[]> = {};
  const doc = {
    body: {},
    activeElement: null as FakeElement | null,
    defaultView: { Element: FakeElement, innerHeight: PHONE_HEIGHT },
    addEventListener: (type: string, listener: (event: Event) => void) => {
      (listeners[type] ??= []).push(listener);
    },
    querySelector: () => null,
  };
  const place = watchUsedControls(doc as unknown as Document);
  const tap = (control: FakeElement) => {
    for (const listener of listeners.pointerdown ?? []) listener({ target: control } as unknown as Event);
    doc.activeElement = control;
  };
  return { place, tap };
}

describe('a toast shown from a dialog', () => {
  it('avoids the page’s control that opened it, not the dialog’s button, which closes with the action', () => {
    const { place, tap } = phonePage();
    // A row's 'Löschen' just below the header; the confirm dialog's 'Löschen' in the lower half.
    const rowDelete = new FakeElement({ top: 70, bottom: 110 });
    tap(rowDelete);
    tap(new FakeElement({ top: 500, bottom: 540 }, true));
    expect(place()).toEqual({ edge: 'bottom', inset: 0 });
    // Also once the deleted row has left the page (the list reloaded before the toast): where it was.
    rowDelete.isConnected = false;
    expect(place()).toEqual({ edge: 'bottom', inset: 0 });
  });

  it('avoids the dialog’s own button when no page control opened it', () => {
    const { place, tap } = phonePage();
    tap(new FakeElement({ top: 100, bottom: 140 }, true));
    expect(place()).toEqual({ edge: 'bottom', inset: 0 });
  });

  it('avoids a page control used without a dialog where it is now', () => {
    const { place, tap } = phonePage();
    tap(new FakeElement({ top: 790, bottom: 830 }));
    expect(place()).toEqual(TOP);
  });
});
