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
