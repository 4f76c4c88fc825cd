import {
  CALCULATION_TYPE_LABELS,
  formatArea,
  formatCents,
  formatCm,
  formatDate,
  formatDateTime,
  formatEuro,
  formatNumber,
  FORM_PAGE_TEXTS,
  INPUT_LABELS,
  ORDER_PAGE_TEXTS,
  PRICE_LINE_LABELS,
  QUOTE_VALIDITY_DAYS,
  RENOVATION_CONDITION_LABELS,
  resultOptions,
  type ResultOption,
  type SiteConfig,
} from '@stairs/contracts';

import { html, isHttpUrl, SafeHtml } from '../common/html';
import { QUOTE_FONT_FAMILY, quoteFontFaces } from './quote-fonts';
import { splitGross, validUntil, VAT_PERCENT_LABEL } from './quote-format';
import {
  type ConcreteQuoteDocumentData,
  type QuoteDocumentData,
  type RenovationQuoteDocumentData,
} from './quote-document.types';

/**
 * The same policy the controller sends as a header, repeated in the document so that an archived file opened
 * from disk or rendered by Chromium cannot load or run anything either.
 */
export const QUOTE_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

export const QUOTE_DOCUMENT_TITLE = 'Unverbindlicher Kostenvoranschlag';

interface InputRow {
  label: string;
  value: string;
}

interface PriceRow {
  label: string;
  euroPerM2: number;
}

export interface QuotePageOptions {
  /**
   * The site's home page, for a quote a visitor opens in the browser (the share link, 'Kostenvoranschlag
   * öffnen'): a way back to the site. Archived files and PDFs have none (printed, it is no link).
   */
  homeHref?: string;
  /** On screen only, for a quote that can still be accepted (its share link): 'Angebot annehmen'. */
  orderHref?: string;
  /** The visitor's acceptance: the document (and its PDF) then carries the mark 'Angenommen am …'. */
  acceptance?: QuoteAcceptanceMark;
}

/** What the 'angenommen' mark of an accepted quote names. */
export interface QuoteAcceptanceMark {
  acceptedAt: Date;
  optionTitle: string;
  signatureName: string;
}

/** Renders a complete, self-contained German quote page (inline CSS, no external assets, print-ready A4). */
export function renderQuoteHtml(data: QuoteDocumentData, options: QuotePageOptions = {}): string {
  const view = data.type === 'concrete' ? concreteView(data) : renovationView(data);
  const { site } = data;
  const issued = formatDate(data.createdAt);
  const until = validUntil(data.createdAt);

  const page = html`<!DOCTYPE html>
    <html lang="de-AT">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${QUOTE_DOCUMENT_CSP}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${data.quoteNumber}</title>
        <style>
          ${FONT_FACES}
          ${STYLES}
        </style>
      </head>
      <body>
        ${options.homeHref ? siteNav(options.homeHref, site) : false}
        <main class="sheet">
          ${companyHeader(site)}
          <section class="title-block">
            <div>
              <h1>${QUOTE_DOCUMENT_TITLE}</h1>
              <p class="subtitle">${CALCULATION_TYPE_LABELS[data.type]}</p>
            </div>
            <table class="meta" aria-label="Angebotsdaten">
              <tr>
                <th scope="row">Nummer</th>
                <td class="quote-number">${data.quoteNumber}</td>
              </tr>
              <tr>
                <th scope="row">Datum</th>
                <td>${issued}</td>
              </tr>
              <tr>
                <th scope="row">Gültig bis</th>
                <td>${until}</td>
              </tr>
            </table>
          </section>
          ${options.acceptance ? acceptanceMark(options.acceptance) : false}
          ${options.orderHref && !options.acceptance ? orderLink(options.orderHref) : false}

          <section class="inputs">
            <h2>Ihre Angaben</h2>
            <dl class="facts">
              ${[...view.inputs, { label: 'Fläche', value: formatArea(data.areaM2) }].map(
                (row) =>
                  html`<div class="fact">
                    <dt>${row.label}</dt>
                    <dd>${row.value}</dd>
                  </div>`,
              )}
            </dl>
            ${view.inputNote ? html`<p class="note">${view.inputNote}</p>` : false}
          </section>

          <section class="options">
            <h2>Ihre Optionen</h2>
            <div class="option-grid">
              ${view.options.map((option, index) => optionCard(option, index + 1))}
            </div>
            <p class="small">Alle Beträge in Euro inklusive ${VAT_PERCENT_LABEL} Umsatzsteuer (USt.).</p>
          </section>

          <section class="basis">
            <h2>Berechnungsgrundlage (je m², inkl. USt.)</h2>
            <dl class="prices">
              ${view.prices.map(
                (row) =>
                  html`<div class="price">
                    <dt>${row.label}</dt>
                    <dd>${formatEuro(row.euroPerM2)}</dd>
                  </div>`,
              )}
            </dl>
            ${view.priceNote ? html`<p class="small">${view.priceNote}</p>` : false}
          </section>

          <section class="disclaimer">
            <h2>Hinweise</h2>
            <p>
              Dies ist ein <strong>unverbindlicher Kostenvoranschlag</strong> auf Grundlage Ihrer
              Online-Angaben. Der endgültige Preis wird nach einer Besichtigung vor Ort festgelegt;
              Abweichungen durch Zustand, Maße, Untergrund oder Sonderwünsche sind möglich.
            </p>
            <p>
              Dieser Kostenvoranschlag ist ${formatNumber(QUOTE_VALIDITY_DAYS)} Tage ab Ausstellungsdatum
              gültig, also bis ${until}.
            </p>
            <p>
              Für einen Besichtigungstermin oder Fragen erreichen Sie uns telefonisch unter ${phoneLink(site)}
              oder per E-Mail an ${mailLink(site)}. Bitte geben Sie dabei die Nummer ${data.quoteNumber} an.
            </p>
          </section>

          ${companyFooter(site)}
        </main>
      </body>
    </html> `;
  return page.value;
}

function concreteView(data: ConcreteQuoteDocumentData): {
  inputs: InputRow[];
  inputNote?: string;
  options: ResultOption[];
  prices: PriceRow[];
  priceNote?: string;
} {
  const { inputs, options, prices } = data;
  return {
    inputs: [
      { label: INPUT_LABELS.stepCount, value: formatNumber(inputs.stepCount) },
      { label: INPUT_LABELS.stepWidth, value: formatCm(inputs.stepWidth) },
      { label: INPUT_LABELS.stepDepth, value: formatCm(inputs.stepDepth) },
    ],
    // The result's options as the result page's cards describe them, in cents.
    options: resultOptions({ type: 'concrete', result: options }),
    prices: priceRows(prices),
  };
}

function renovationView(data: RenovationQuoteDocumentData): ReturnType<typeof concreteView> {
  const { inputs, options, prices } = data;
  return {
    inputs: [
      { label: INPUT_LABELS.stepCount, value: formatNumber(inputs.stepCount) },
      { label: INPUT_LABELS.stairWidth, value: formatCm(inputs.stepWidth) },
      { label: `${INPUT_LABELS.stepDepth} (Standard)`, value: formatCm(inputs.standardDepth) },
      { label: INPUT_LABELS.condition, value: RENOVATION_CONDITION_LABELS[inputs.condition] },
    ],
    inputNote:
      `Die Stufentiefe wurde nicht abgefragt: Für die Berechnung wurde eine Standard-Stufentiefe von ` +
      `${formatCm(inputs.standardDepth)} angenommen.`,
    options: resultOptions({
      type: 'renovation',
      result: { ...options, recommendedOption: data.recommendedOption },
    }),
    prices: priceRows(prices),
    priceNote: 'Der Grundpreis der Schleifarbeiten wird je nach Zustand der Stufen angepasst.',
  };
}

type PriceKey = keyof typeof PRICE_LINE_LABELS;

/**
 * The calculation basis in the admin price form's order and words (PRICE_LINE_LABELS' order: each option's
 * lines together). Not the snapshot's own key order: Postgres' jsonb stores keys shortest first, which put
 * the two options' lines alternately one under the other on a phone.
 */
function priceRows(prices: Partial<Record<PriceKey, number>>): PriceRow[] {
  return (Object.keys(PRICE_LINE_LABELS) as PriceKey[]).flatMap((key) => {
    const euroPerM2 = prices[key];
    return euroPerM2 === undefined ? [] : [{ label: PRICE_LINE_LABELS[key], euroPerM2 }];
  });
}

/**
 * All prices are gross: the parts add up to the total, and the tax is shown as contained in it (never as a
 * net sum "plus" tax, which would read like a second total). The recommendation text carries its own verdict
 * ("Empfohlen: …", "Möglich: …"), so it gets no label of its own.
 */
function optionCard(option: ResultOption, number: number): SafeHtml {
  const { net, vat, gross } = splitGross(option.total);
  return html`<article class="${option.recommended ? 'option recommended' : 'option'}">
    <h3><span class="option-no">Option ${number}</span>${option.title}</h3>
    <table class="amounts">
      ${option.lines.map(
        (line) =>
          html`<tr>
            <th scope="row">${line.label}</th>
            <td>${formatCents(line.amount)}</td>
          </tr>`,
      )}
      <tr class="total">
        <th scope="row">Gesamtbetrag (brutto)</th>
        <td>${formatCents(gross)}</td>
      </tr>
      <tr class="vat">
        <th scope="row">darin enthalten ${VAT_PERCENT_LABEL} USt.</th>
        <td>${formatCents(vat)}</td>
      </tr>
      <tr class="vat">
        <th scope="row">Nettobetrag</th>
        <td>${formatCents(net)}</td>
      </tr>
    </table>
    ${option.recommendation ? html`<p class="recommendation">${option.recommendation}</p>` : false}
  </article>`;
}

/** The acceptance, printed on the document: when, which option, signed by whom (the typed name). */
function acceptanceMark(mark: QuoteAcceptanceMark): SafeHtml {
  return html`<section class="accepted" aria-label="Annahme">
    <p class="accepted-stamp">Angenommen am ${formatDateTime(mark.acceptedAt)} Uhr</p>
    <p>Gewählte Option: ${mark.optionTitle} · elektronisch unterzeichnet von ${mark.signatureName}</p>
  </section>`;
}

/** On screen only: the way from a shared quote to its order page. */
function orderLink(href: string): SafeHtml {
  return html`<p class="order-link"><a href="${href}">${ORDER_PAGE_TEXTS.action}</a></p>`;
}

/** Above the sheet, on screen only: back to the site the quote came from. */
function siteNav(homeHref: string, site: SiteConfig): SafeHtml {
  return html`<nav class="site-nav" aria-label="${site.companyName}">
    <a href="${homeHref}"><span aria-hidden="true">← </span>${FORM_PAGE_TEXTS.toHome}</a>
  </nav>`;
}

function companyHeader(site: SiteConfig): SafeHtml {
  return html`<header class="company">
    <div class="brand">
      <div class="company-name">${site.companyName}</div>
      ${site.tagline ? html`<div class="tagline">${site.tagline}</div>` : false}
    </div>
    <address>
      ${site.address.street}<br />
      ${site.address.postalCode} ${site.address.city}, ${site.address.country}<br />
      Tel. ${phoneLink(site)}<br />
      ${mailLink(site)}<br />
      UID: ${site.vatNumber}
    </address>
  </header>`;
}

function companyFooter(site: SiteConfig): SafeHtml {
  const web = isHttpUrl(site.publicUrl) ? html` · <a href="${site.publicUrl}">${site.publicUrl}</a>` : false;
  return html`<footer class="company-footer">
    <strong>${site.companyName}</strong> · ${site.address.street} · ${site.address.postalCode}
    ${site.address.city}<br />
    Tel. ${phoneLink(site)} · ${mailLink(site)}${web} · UID: ${site.vatNumber}
  </footer>`;
}

function phoneLink(site: SiteConfig): SafeHtml {
  const dial = site.phone.replace(/[^+\d]/g, '');
  return dial
    ? html`<a href="tel:${dial}">${site.phoneDisplay || site.phone}</a>`
    : html`${site.phoneDisplay}`;
}

function mailLink(site: SiteConfig): SafeHtml {
  const valid = /^[^\s@"'<>]+@[^\s@"'<>]+$/.test(site.email);
  return valid ? html`<a href="mailto:${site.email}">${site.email}</a>` : html`${site.email}`;
}

/** The shipped typeface, embedded: no network, and the same line breaks on every machine. */
const FONT_FACES = new SafeHtml(quoteFontFaces());

/** Static, trusted CSS. */
const STYLES = new SafeHtml(`
:root { --ink: #1f2933; --muted: #5f6b7a; --line: #d9dee5; --accent: #8a5a2b; --accent-soft: #f6efe7; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #eef1f4; color: var(--ink);
  font: 10pt/1.4 "${QUOTE_FONT_FAMILY}", sans-serif; }
.sheet { width: 210mm; min-height: 297mm; margin: 12mm auto; padding: 12mm 14mm; background: #fff;
  box-shadow: 0 2px 12px rgba(15, 23, 42, 0.12); }
a { color: inherit; text-decoration: none; }
h1 { margin: 0; font-size: 18pt; line-height: 1.2; color: var(--accent); letter-spacing: 0.01em; }
h2 { margin: 0 0 2mm; font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
h3 { margin: 0 0 2mm; font-size: 12.5pt; }
p { margin: 0 0 1.5mm; }
dl, dd { margin: 0; }
section { margin-top: 5mm; }
.company { display: flex; justify-content: space-between; gap: 10mm; padding-bottom: 4mm;
  border-bottom: 2px solid var(--accent); }
.company-name { font-size: 15pt; font-weight: 700; }
.tagline { color: var(--muted); margin-top: 1mm; }
address { font-style: normal; text-align: right; color: var(--muted); font-size: 9pt; line-height: 1.45; }
.title-block { display: flex; justify-content: space-between; align-items: flex-start; gap: 8mm; }
.subtitle { color: var(--muted); margin-top: 1.5mm; }
.meta { border-collapse: collapse; font-size: 9.5pt; }
.meta th { text-align: left; font-weight: 400; color: var(--muted); padding: 0.5mm 4mm 0.5mm 0; white-space: nowrap; }
.meta td { text-align: right; font-weight: 600; padding: 0.5mm 0; white-space: nowrap; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(30mm, 1fr)); gap: 2.5mm; }
.fact { border: 1px solid var(--line); border-radius: 1.5mm; padding: 2mm 3mm; }
.fact dt { font-size: 8.5pt; color: var(--muted); }
.fact dd { font-size: 11.5pt; font-weight: 700; margin-top: 0.5mm; }
.note { margin-top: 2.5mm; padding: 2mm 3mm; background: var(--accent-soft); border-left: 3px solid var(--accent);
  font-size: 9pt; }
.small { font-size: 8.5pt; color: var(--muted); margin-top: 2mm; }
.option-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.option { border: 1px solid var(--line); border-radius: 2mm; padding: 3.5mm 4mm; break-inside: avoid; }
.option-no { display: block; font-size: 8pt; font-weight: 400; text-transform: uppercase;
  letter-spacing: 0.08em; color: var(--muted); }
.amounts { border-collapse: collapse; width: 100%; }
.amounts th { text-align: left; font-weight: 400; padding: 1mm 0; }
.amounts td { text-align: right; padding: 1mm 0; white-space: nowrap; font-variant-numeric: tabular-nums; }
.amounts .vat th, .amounts .vat td { color: var(--muted); font-size: 9pt; padding: 0.5mm 0; }
.option.recommended { border: 2px solid var(--accent); }
.amounts .total th, .amounts .total td { border-top: 2px solid var(--ink); font-weight: 700; font-size: 11.5pt;
  padding: 1.8mm 0 1mm; }
.recommendation { margin: 2.5mm 0 0; padding: 2mm 3mm; background: var(--accent-soft); font-size: 9pt; }
.prices { display: grid; grid-template-columns: 1fr 1fr; column-gap: 8mm; }
.price { display: flex; justify-content: space-between; gap: 4mm; padding: 1mm 0; border-bottom: 1px solid var(--line);
  font-size: 9pt; }
.price dt { color: var(--muted); }
.price dd { white-space: nowrap; }
.disclaimer p { font-size: 9pt; }
.accepted { margin: 4mm 0; padding: 3mm 4mm; border: 2px solid #1b7f3b; border-radius: 2mm; color: #1b5e20;
  break-inside: avoid; }
.accepted-stamp { font-size: 13pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; }
.order-link { margin: 4mm 0; }
.order-link a { display: inline-block; padding: 3mm 6mm; border-radius: 2mm; background: var(--accent); color: #fff;
  font-weight: 700; text-decoration: none; }
.site-nav { max-width: 210mm; margin: 6mm auto -6mm; padding: 0 2mm; font-size: 11pt; }
.site-nav a { display: inline-block; padding: 2mm 0; color: var(--accent); text-decoration: underline;
  text-underline-offset: 0.2em; }
.company-footer { margin-top: 5mm; padding-top: 3mm; border-top: 1px solid var(--line); color: var(--muted);
  font-size: 8pt; text-align: center; line-height: 1.6; }
@page { size: A4; margin: 12mm 14mm 12mm; }
@media print {
  body { background: #fff; }
  .site-nav, .order-link { display: none; }
  .sheet { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
  .option, .company, .company-footer, .disclaimer { break-inside: avoid; }
}
@media screen and (max-width: 820px) {
  .site-nav { margin: 0; padding: 3mm 5mm 0; }
  .sheet { width: auto; min-height: 0; margin: 0; padding: 6mm 5mm; box-shadow: none; }
  .company, .title-block { flex-direction: column; }
  address { text-align: left; }
  .option-grid, .prices { grid-template-columns: 1fr; }
}
`);
