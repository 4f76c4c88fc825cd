import { type ConversionEventKind } from '@stairs/contracts';
import { CONVERSION_VALUES, trackConversion } from './ads';

/**
 * A link that counts a conversion when followed (a phone number, a WhatsApp chat) carries its kind in this
 * attribute instead of a click handler: most of a rendered page is HTML that is never hydrated, and one listener
 * on the document counts every such link, in the server HTML and in the app alike.
 */
export const CONVERSION_ATTRIBUTE = 'data-conversion';

/** The attribute for a link that counts a `kind` conversion: `<a {...conversionLink('phone')}>`. */
export function conversionLink(kind: ConversionEventKind): Record<typeof CONVERSION_ATTRIBUTE, string> {
  return { [CONVERSION_ATTRIBUTE]: kind };
}

function isConversionKind(value: string | null): value is ConversionEventKind {
  return value !== null && value in CONVERSION_VALUES;
}

/** Counts the conversion of every marked link the visitor follows on the page; returns the way to stop. */
export function trackConversionLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${CONVERSION_ATTRIBUTE}]`) : null;
    const kind = link?.getAttribute(CONVERSION_ATTRIBUTE) ?? null;
    if (isConversionKind(kind)) trackConversion(kind);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
