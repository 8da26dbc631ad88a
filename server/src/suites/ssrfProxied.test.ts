/**
 * The SSRF suite (ssrfSuite.ts) with every request of the server going through an upstream proxy (UPSTREAM_PROXIES,
 * issue #28): the guard still decides before anything leaves, so a hostile address is refused even though the proxy
 * would connect to it, and the proxy is asked for the trusted fixture only.
 */
import { startSocks5Proxy } from '../../test/proxies';
import { ssrfSuite } from '../../test/ssrfSuite';

ssrfSuite({ name: 'ssrf via an upstream proxy', proxy: () => startSocks5Proxy() });
