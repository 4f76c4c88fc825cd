import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVERY_ENDPOINT } from '@stairs/contracts';
import { CONFIG_TABLE, configTableRows } from '../config/config-docs';
import { ENV_VARIABLES } from '../config/config.schema';
import { ENDPOINT_TABLE, endpointTableRows } from './endpoint-docs';
import { readGeneratedTable } from './generated-table';

// If one of these fails: run `npm run docs-tables -w @stairs/backend`.
const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('the generated tables of backend/README.md', () => {
  it('lists every configuration variable of the schema, with the schema default', () => {
    expect(readGeneratedTable(readme, CONFIG_TABLE)).toEqual(configTableRows().map((row) => [...row]));
    expect(configTableRows().map(([name]) => name.replace(/`/g, ''))).toEqual(ENV_VARIABLES);
    const table = CONFIG_TABLE.render();
    expect(table).toContain('| `API_PORT` | `3001` |');
    expect(table).toContain('| `SMTP_URL` | — |');
  });

  it('lists every endpoint of the API table, with its access', () => {
    expect(readGeneratedTable(readme, ENDPOINT_TABLE)).toEqual(endpointTableRows().map((row) => [...row]));
    expect(endpointTableRows()).toHaveLength(Object.keys(EVERY_ENDPOINT).length);
    expect(ENDPOINT_TABLE.render()).toContain(
      '| admin | `DELETE /api/admin/personal-data` | `erasePersonalData` |',
    );
  });
});
