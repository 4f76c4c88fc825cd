import { readFileSync, writeFileSync } from 'node:fs';

/** A Markdown table of a README that a script writes between two markers, and a test reads back. */
export interface GeneratedTable {
  start: string;
  end: string;
  render: () => string;
}

/** Header line, separator and rows of `| a | b |` lines. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function slice(readme: string, table: GeneratedTable): [number, number] {
  const start = readme.indexOf(table.start);
  const end = readme.indexOf(table.end);
  if (start < 0 || end < start) throw new Error(`README has no markers ${table.start}`);
  return [start, end];
}

/** The cells of the table between the markers (whitespace of Prettier's alignment ignored). */
export function readGeneratedTable(readme: string, table: GeneratedTable): string[][] {
  const [start, end] = slice(readme, table);
  return readme
    .slice(start + table.start.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

/** Rewrites the table between the markers (run Prettier on the file afterwards: it aligns the columns). */
export function writeGeneratedTable(readmePath: string, table: GeneratedTable): void {
  const readme = readFileSync(readmePath, 'utf8');
  const [start, end] = slice(readme, table);
  writeFileSync(
    readmePath,
    `${readme.slice(0, start)}${table.start}\n\n${table.render()}\n\n${readme.slice(end)}`,
  );
}
