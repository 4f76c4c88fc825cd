import { createTemplate } from './helpers/test-database';

/** Once per jest run: the template installation each test copies (helpers/test-database.ts). */
export default createTemplate;
