import { removeTemplate } from './helpers/test-database';

export default removeTemplate;
