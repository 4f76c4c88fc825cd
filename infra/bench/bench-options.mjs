// @ts-check
// What every browser benchmark of infra/bench takes from its command line, and how it sums up its runs.

/**
 * `[--base URL] [--runs N] [path ...]`; the base also from BENCH_BASE_URL.
 * @param {string[]} args @returns {{ base: string; runs: number; paths: string[] }}
 */
export function benchOptions(args = process.argv.slice(2)) {
  let base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
  let runs = 1;
  /** @type {string[]} */
  const paths = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--base') base = args[++i] ?? base;
    else if (arg === '--runs') runs = Math.max(1, Number(args[++i] ?? 1));
    else paths.push(arg);
  }
  return { base, runs, paths };
}

/** The median of the runs that measured something (a Lighthouse run may miss an audit: NaN). @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
