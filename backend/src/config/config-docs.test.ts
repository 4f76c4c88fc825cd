import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configTableRows, readConfigTable, renderConfigTable } from './config-docs';
import { ENV_VARIABLES } from './config.schema';

describe('configuration table in backend/README.md', () => {
  it('lists every variable of the schema, with the schema default, exactly as generated', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    // If this fails: run `npm run config-docs -w @stairs/backend`.
    expect(readConfigTable(readme)).toEqual(configTableRows().map((row) => [...row]));
    expect(configTableRows().map(([name]) => name.replace(/`/g, ''))).toEqual(ENV_VARIABLES);
  });

  it('shows the defaults the schema applies', () => {
    const table = renderConfigTable();
    expect(table).toContain('| `API_PORT` | `3001` |');
    expect(table).toContain('| `JOBS_REQUEUE_AFTER_SECONDS` | `600` |');
    expect(table).toContain('| `SMTP_URL` | — |');
  });
});
