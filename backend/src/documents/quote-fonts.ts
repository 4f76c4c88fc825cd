import { readFileSync } from 'node:fs';

/**
 * The quote document's typeface, shipped with the project (npm @fontsource/arimo, latin subset) and embedded
 * as data: URLs. Without it Chromium falls back to whatever the machine has (DejaVu Sans on a bare Debian, which
 * is wider: the renovation quote then breaks onto a second A4 page). Arimo is metric-compatible with Arial and
 * Helvetica, so the layout is the same on every machine, and the archived HTML carries its font into the admin
 * preview and to a customer's browser without any network request.
 */
export const QUOTE_FONT_FAMILY = 'Arimo';

const WEIGHTS = [400, 700] as const;

function fontFace(weight: (typeof WEIGHTS)[number]): string {
  const file = require.resolve(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff2`);
  const data = readFileSync(file).toString('base64');
  return (
    `@font-face { font-family: "${QUOTE_FONT_FAMILY}"; font-style: normal; font-weight: ${weight}; ` +
    `font-display: block; src: url(data:font/woff2;base64,${data}) format("woff2"); }`
  );
}

let cached: string | undefined;

/** The @font-face rules (read once per process; about 31 KB of CSS). */
export function quoteFontFaces(): string {
  cached ??= WEIGHTS.map(fontFace).join('\n');
  return cached;
}
