// @ts-check
// The JavaScript budget of the public pages, against each page's budget beside its record (JS_BUDGETS,
// packages/contracts/src/pages.ts). Pure functions; the end-to-end test e2e/tests/js-budget.e2e.ts measures the
// rendered pages with Chromium.
//
// What is measured, per page: the scripts the page runs at the visitor's first intent (the islands of its frame:
// what every visit pays), and, per island that comes to life on demand (a form, a remote's part of the page), what
// reaching into it adds.

/**
 * @typedef {{ url: string; gzipBytes: number }} LoadedScript
 * @typedef {import('@stairs/contracts').JsBudget} PageBudget KB
 * @typedef {{ firstIntent: LoadedScript[]; islands: Record<string, LoadedScript[]> }} PageScripts
 * @typedef {{ page: string; part: string; kb: number; budgetKb: number }} Measurement
 */

const KB = 1024;

/** The remote a script URL belongs to (/remotes/<name>/…), or 'shell'. @param {string} pathname */
export function ownerOf(pathname) {
  return /^\/remotes\/([a-z]+)\//.exec(pathname)?.[1] ?? 'shell';
}

/** @param {LoadedScript[]} scripts */
const totalKb = (scripts) =>
  Math.round((scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / KB) * 10) / 10;

/**
 * Per page: the first intent, the remotes that loaded with it (none may: their budget there is 0), and each
 * demand island, with their budgets.
 * @param {string} page @param {PageScripts} scripts @param {PageBudget} budget
 * @returns {Measurement[]}
 */
export function measurePage(page, scripts, budget) {
  /** @type {Measurement[]} */
  const rows = [
    { page, part: 'first intent', kb: totalKb(scripts.firstIntent), budgetKb: budget.firstIntent },
  ];
  const remotes = new Set(scripts.firstIntent.map((script) => ownerOf(new URL(script.url).pathname)));
  remotes.delete('shell');
  for (const remote of [...remotes].sort()) {
    const own = scripts.firstIntent.filter((script) => ownerOf(new URL(script.url).pathname) === remote);
    rows.push({ page, part: `first intent: ${remote}`, kb: totalKb(own), budgetKb: 0 });
  }
  for (const island of [
    ...new Set([...Object.keys(scripts.islands), ...Object.keys(budget.islands)]),
  ].sort()) {
    rows.push({
      page,
      part: `island ${island}`,
      kb: totalKb(scripts.islands[island] ?? []),
      budgetKb: budget.islands[island] ?? 0,
    });
  }
  return rows;
}

/** @param {Measurement[]} rows */
export function overBudget(rows) {
  return rows.filter((row) => row.kb > row.budgetKb);
}

/** One Markdown table row per measurement. @param {Measurement[]} rows */
export function formatTable(rows) {
  const lines = ['| page | part | KB gzip | budget KB | |', '|---|---|---:|---:|---|'];
  for (const row of rows) {
    lines.push(
      `| ${row.page} | ${row.part} | ${row.kb.toFixed(1)} | ${row.budgetKb} | ${row.kb > row.budgetKb ? 'OVER' : 'ok'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The ceiling of a page's first intent (docs/decisions.md): 90 KB on a content page, 120 KB on a calculator.
 * The pages' budgets ratchet below these; they may never go above them.
 * @param {string} page
 */
export function firstIntentCeiling(page) {
  return page.endsWith('-calculator') ? 120 : 90;
}
