/** The SSRF suite (ssrfSuite.ts) with the server's requests going out directly. */
import { ssrfSuite } from '../../test/ssrfSuite';

ssrfSuite({ name: 'ssrf' });
