/** The long-form catalogs, which exist in English only (lingui.config.ts, `ENGLISH_ONLY_DIRS`). */
import { catalogsConfig, ENGLISH_ONLY_DIRS } from './lingui.config';

export default catalogsConfig(ENGLISH_ONLY_DIRS, ['en']);
