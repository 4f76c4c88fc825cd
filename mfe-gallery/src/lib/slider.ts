// Pure geometry and keyboard handling of the before/after slider (docs/product.md §4, §9).

/** Initial divider position in percent from the left. */
export const SLIDER_INITIAL_POSITION = 75;
/** Default width of the slider in pixels (it never grows beyond its container). */
export const SLIDER_DEFAULT_WIDTH = 600;
const KEY_STEP = 1;
const KEY_BIG_STEP = 10;

/** Clamps to the image bounds, 0–100 %; anything that is not a number falls back to the initial position. */
export function clampPosition(value: number): number {
  if (Number.isNaN(value)) return SLIDER_INITIAL_POSITION;
  return Math.min(100, Math.max(0, value));
}

/** Divider position (percent) for a pointer at clientX over an element starting at `left` with `width`. */
export function positionFromPointer(clientX: number, left: number, width: number): number {
  if (!(width > 0)) return SLIDER_INITIAL_POSITION;
  return clampPosition(((clientX - left) / width) * 100);
}

/**
 * New position for a key press, or null when the key does not move the slider (so the event is left alone).
 * Arrows move 1 % (10 % with Shift), Page Up/Down 10 %, Home/End jump to the edges.
 */
export function positionForKey(key: string, current: number, shiftKey = false): number | null {
  const step = shiftKey ? KEY_BIG_STEP : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(current - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(current + step);
    case 'PageDown':
      return clampPosition(current - KEY_BIG_STEP);
    case 'PageUp':
      return clampPosition(current + KEY_BIG_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
