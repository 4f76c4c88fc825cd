import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronDownIcon, cn } from '@stairs/ui';

interface NavDropdownProps {
  label: string;
  items: readonly { label: string; to: string }[];
  /** The page's path: its entry is marked as the current page. */
  currentPath: string;
}

const CLOSE_DELAY_MS = 150;

/**
 * Disclosure menu of the desktop header (an island of every page): opens on mouse hover (not on touch, where
 * hover and tap would fight), on click and from the keyboard (Enter/Space, ArrowDown), closes on Escape (focus
 * back on the button), on leaving with the mouse or focus. Its entries are plain links: each loads its page.
 */
export function NavDropdown({ label, items, currentPath }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const active = items.some((item) => currentPath === item.to);

  // Before hydration the menu opened on hover by CSS (styles.css): still under the mouse, it stays open.
  useEffect(() => {
    if (wrapper.current?.matches(':hover')) setOpen(true);
  }, []);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () =>
    Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('[data-nav-item]') ?? []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const next =
        event.key === 'ArrowDown'
          ? items[(index + 1) % items.length]
          : items[(index - 1 + items.length) % items.length];
      next?.focus();
    });
  };

  return (
    <div
      ref={wrapper}
      data-nav-dropdown=""
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:px-3',
          active && 'text-primary',
        )}
      >
        {label}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((item) => (
          <li key={item.to}>
            <a
              href={item.to}
              data-nav-item=""
              aria-current={currentPath === item.to ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className={cn(
                'block rounded-sm px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none',
                currentPath === item.to && 'font-semibold text-primary',
              )}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
