import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { imageSources } from '@stairs/contracts';
import { cn, MoveHorizontalIcon, SafeImage } from '@stairs/ui';
import {
  SLIDER_DEFAULT_WIDTH,
  SLIDER_INITIAL_POSITION,
  clampPosition,
  positionForKey,
  positionFromPointer,
} from '../lib/slider';

export interface BeforeAfterSliderProps {
  beforeSrc: string;
  afterSrc: string;
  /** Describes the pictured project; used for both images' alt texts. */
  alt: string;
  /** Width in px (default 600); the slider never grows beyond its container. */
  width?: number | string;
  /** Initial divider position in percent from the left (default 75). */
  initialPosition?: number;
  /** Width / height of the frame (default 4 / 3); both images are cropped to it so they line up. */
  aspectRatio?: string;
  className?: string;
  /** Load the images eagerly (above the fold). */
  priority?: boolean;
  /** How wide the slider is shown, for the browser's choice among the pictures' stored sizes. */
  sizes?: string;
}

/**
 * Before/after comparison (docs/product.md §4): the before image on the left of the divider, the after image on
 * the right. Mouse, touch and pen drag it through pointer events (captured, so a drag may leave the frame);
 * the handle is a keyboard-operable slider (arrows, Page Up/Down, Home/End).
 */
export function BeforeAfterSlider({
  beforeSrc,
  afterSrc,
  alt,
  width = SLIDER_DEFAULT_WIDTH,
  initialPosition = SLIDER_INITIAL_POSITION,
  aspectRatio = '4 / 3',
  className,
  priority = false,
  sizes = `(min-width: ${SLIDER_DEFAULT_WIDTH}px) ${SLIDER_DEFAULT_WIDTH}px, 100vw`,
}: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(() => clampPosition(initialPosition));
  const [dragging, setDragging] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current;
    if (!frame) return;
    const rect = frame.getBoundingClientRect();
    setPosition(positionFromPointer(clientX, rect.left, rect.width));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Primary button / touch / pen contact only.
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    moveTo(event.clientX);
    handleRef.current?.focus({ preventScroll: true });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    moveTo(event.clientX);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionForKey(event.key, position, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const rounded = Math.round(position);
  const frameStyle: CSSProperties = {
    width: typeof width === 'number' ? `${width}px` : width,
    maxWidth: '100%',
    aspectRatio,
    // Vertical swipes keep scrolling the page; horizontal ones move the divider.
    touchAction: 'pan-y',
  };
  const loading = priority ? 'eager' : 'lazy';
  // Both pictures in the stored size the frame needs (a phone takes the 800 px one, not the 1920 px original).
  const after = imageSources(afterSrc);
  const before = imageSources(beforeSrc);

  return (
    <div
      ref={frameRef}
      className={cn(
        'relative select-none overflow-hidden rounded-lg bg-muted',
        dragging ? 'cursor-grabbing' : 'cursor-ew-resize',
        className,
      )}
      style={frameStyle}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={() => setDragging(false)}
    >
      <SafeImage
        src={after.src}
        srcSet={after.srcSet}
        sizes={sizes}
        alt={`Nachher: ${alt}`}
        loading={loading}
        draggable={false}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <SafeImage
          src={before.src}
          srcSet={before.srcSet}
          sizes={sizes}
          alt={`Vorher: ${alt}`}
          loading={loading}
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>

      <span className="pointer-events-none absolute left-3 top-3 rounded bg-black/60 px-2 py-1 text-xs font-semibold text-white">
        Vorher
      </span>
      <span className="pointer-events-none absolute right-3 top-3 rounded bg-black/60 px-2 py-1 text-xs font-semibold text-white">
        Nachher
      </span>

      <div
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_4px_rgba(0,0,0,0.5)]"
        style={{ left: `${position}%` }}
        aria-hidden="true"
      />
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label="Vorher-Nachher-Vergleich"
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded} % Vorher, ${100 - rounded} % Nachher`}
        onKeyDown={onKeyDown}
        className="absolute top-1/2 flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-primary text-primary-foreground shadow-lg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
        style={{ left: `${position}%` }}
      >
        <MoveHorizontalIcon className="size-5" />
      </div>
    </div>
  );
}

export default BeforeAfterSlider;
