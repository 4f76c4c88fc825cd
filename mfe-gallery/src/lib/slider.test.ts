import { SLIDER_INITIAL_POSITION, clampPosition, positionForKey, positionFromPointer } from './slider';

describe('before/after slider geometry', () => {
  it('starts at 75 %', () => {
    expect(SLIDER_INITIAL_POSITION).toBe(75);
  });

  it('clamps to 0–100', () => {
    expect(clampPosition(-5)).toBe(0);
    expect(clampPosition(150)).toBe(100);
    expect(clampPosition(42.5)).toBe(42.5);
    expect(clampPosition(Number.NaN)).toBe(SLIDER_INITIAL_POSITION);
  });

  it('converts a pointer position into percent of the frame, clamped', () => {
    expect(positionFromPointer(150, 100, 200)).toBe(25);
    expect(positionFromPointer(50, 100, 200)).toBe(0);
    expect(positionFromPointer(400, 100, 200)).toBe(100);
    expect(positionFromPointer(150, 100, 0)).toBe(SLIDER_INITIAL_POSITION);
  });

  it('moves with the keyboard', () => {
    expect(positionForKey('ArrowLeft', 75)).toBe(74);
    expect(positionForKey('ArrowRight', 75)).toBe(76);
    expect(positionForKey('ArrowUp', 75)).toBe(76);
    expect(positionForKey('ArrowDown', 75)).toBe(74);
    expect(positionForKey('ArrowRight', 75, true)).toBe(85);
    expect(positionForKey('PageDown', 75)).toBe(65);
    expect(positionForKey('PageUp', 95)).toBe(100);
    expect(positionForKey('Home', 75)).toBe(0);
    expect(positionForKey('End', 75)).toBe(100);
    expect(positionForKey('ArrowLeft', 0)).toBe(0);
    expect(positionForKey('Enter', 75)).toBeNull();
  });
});
