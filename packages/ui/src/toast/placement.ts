// Where the page's toast appears: away from the control the visitor just used (docs/product.md §9). No React
// here, and no DOM access at import: the placement rule is unit-tested in node.

/** The toast's edge of the screen and, at the bottom, how far above it (a cookie banner's height). */
export type ToastPlacement = { edge: 'top' } | { edge: 'bottom'; inset: number };

export const TOP: ToastPlacement = { edge: 'top' };

interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * The half of the screen the control is not in: a control in the upper half (a field or button just below the
 * header, a dialog's button) gets the toast at the bottom, one in the lower half (a row's 'Löschen' scrolled to
 * the bottom, 'Preise speichern', the WhatsApp button) below the header. At the bottom the toast keeps above a
 * cookie banner (`bottomInset`), which it would cover. Without a known control: below the header.
 */
export function placementAvoiding(
  control: VerticalBox | null,
  viewportHeight: number,
  bottomInset = 0,
): ToastPlacement {
  if (!control) return TOP;
  const middle = (control.top + control.bottom) / 2;
  return middle < (viewportHeight - bottomInset) / 2 ? { edge: 'bottom', inset: bottomInset } : TOP;
}

/** A modal dialog holding the element (the site's dialogs are Radix's, `role="dialog"`), if any. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Follows what the visitor uses (a tap or click: its target; a key: the focused element) and answers, when a
 * toast is shown, where it covers none of it. A tap does not focus a button in Safari, so focus alone would not
 * say which control was used. A control that left the page gives way to the focus.
 *
 * A control in a dialog (a confirm dialog's 'Löschen', an editor's 'Speichern') gives way to the page's control
 * that opened the dialog: the toast is shown while the dialog is still open, but the dialog closes as its action
 * settles and the toast stays for seconds over the page, where the visitor goes on from that control (the next
 * row's 'Löschen' takes the deleted row's place). Its box is kept from when it was used: a modal dialog locks the
 * page's scrolling, and a deleted row's control may have left the page by then.
 */
export function watchUsedControls(doc: Document | undefined): () => ToastPlacement {
  const view = doc?.defaultView;
  if (!doc || !view) return () => TOP;
  let used: Element | null = null;
  let opener: { control: Element; box: VerticalBox } | null = null;
  const remember = (control: Element | null, typed: boolean) => {
    used = control;
    // Not read again for each key typed into the same field.
    if (control && !(typed && control === opener?.control) && !control.closest(DIALOG)) {
      const { top, bottom } = control.getBoundingClientRect();
      opener = { control, box: { top, bottom } };
    }
  };
  const tapped = (event: Event) =>
    remember(event.target instanceof view.Element ? event.target : null, false);
  doc.addEventListener('pointerdown', tapped, { capture: true, passive: true });
  doc.addEventListener('keydown', () => remember(doc.activeElement, true), { capture: true, passive: true });
  return () => {
    const focused = doc.activeElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    const control = used?.isConnected ? used : focused;
    if (!control) return TOP;
    const box =
      control.closest(DIALOG) && opener
        ? opener.control.isConnected
          ? opener.control.getBoundingClientRect()
          : opener.box
        : control.getBoundingClientRect();
    return placementAvoiding(box, view.innerHeight, cookieBannerHeight(doc, view));
  };
}

/** The cookie banner's height while it covers the bottom of the screen (it is the shell's; found by its mark). */
function cookieBannerHeight(doc: Document, view: Window): number {
  const banner = doc.querySelector('[data-cookie-banner]');
  if (!banner) return 0;
  const box = banner.getBoundingClientRect();
  return box.height > 0 && box.top < view.innerHeight ? Math.max(0, view.innerHeight - box.top) : 0;
}
