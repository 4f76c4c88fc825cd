// `npm run docs-tables -w @stairs/backend`: regenerates the configuration and endpoint tables of backend/README.md.
import { join } from 'node:path';
import { CONFIG_TABLE } from '../config/config-docs';
import { ENDPOINT_TABLE } from './endpoint-docs';
import { writeGeneratedTable } from './generated-table';

const readme = join(__dirname, '..', '..', 'README.md');
for (const table of [CONFIG_TABLE, ENDPOINT_TABLE]) writeGeneratedTable(readme, table);
