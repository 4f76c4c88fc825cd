// @ts-check
// The JavaScript budget of the public pages: what a page loads before anyone touches it, against the budget in
// infra/js-budget/budgets.json. Pure functions; js-budget/check-js-budget.mjs measures with Chromium.

/**
 * @typedef {{ url: string; gzipBytes: number }} LoadedScript
 * @typedef {{ total: number; remotes: Record<string, number> }} PageBudget KB
 * @typedef {{ pages: Record<string, PageBudget> }} Budgets
 * @typedef {{ page: string; part: string; kb: number; budgetKb: number }} Measurement
 */

const KB = 1024;

/** The remote a script URL belongs to (/remotes/<name>/…), or 'shell'. @param {string} pathname */
export function ownerOf(pathname) {
  return /^\/remotes\/([a-z]+)\//.exec(pathname)?.[1] ?? 'shell';
}

/**
 * Per page: the total and each remote's share, with their budgets.
 * @param {string} page @param {LoadedScript[]} scripts @param {PageBudget} budget
 * @returns {Measurement[]}
 */
export function measurePage(page, scripts, budget) {
  const kb = (/** @type {number} */ bytes) => Math.round((bytes / KB) * 10) / 10;
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  /** @type {Measurement[]} */
  const rows = [{ page, part: 'total', kb: kb(total), budgetKb: budget.total }];
  const owners = new Set(scripts.map((script) => ownerOf(new URL(script.url).pathname)));
  owners.delete('shell');
  for (const remote of [...new Set([...owners, ...Object.keys(budget.remotes)])].sort()) {
    const bytes = scripts
      .filter((script) => ownerOf(new URL(script.url).pathname) === remote)
      .reduce((sum, script) => sum + script.gzipBytes, 0);
    // A remote without its own budget on this page must not load there at all.
    rows.push({ page, part: remote, kb: kb(bytes), budgetKb: budget.remotes[remote] ?? 0 });
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
