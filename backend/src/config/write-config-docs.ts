// `npm run config-docs -w @stairs/backend`: regenerates the configuration table of backend/README.md.
import { join } from 'node:path';
import { writeConfigTable } from './config-docs';

writeConfigTable(join(__dirname, '..', '..', 'README.md'));
