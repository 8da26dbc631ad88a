import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/contract';
import { buildCsp } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('buildCsp: api.endpoints on another origin', () => {
  const config: DomainConfig = {
    ...FALLBACK_DOMAIN_CONFIG,
    api: { baseUrl: '', endpoints: { download: 'http://gw.example:8081/x/extract', preview: 'http://preview.example:8082/v2/preview', imageProxy: 'http://img.example:8083/img' } },
  };
  it('lets the page call the download and preview endpoints and show images from the image proxy', () => {
    const csp = buildCsp(config);
    expect(directive(csp, 'connect-src')).toContain('http://gw.example:8081');
    expect(directive(csp, 'connect-src')).toContain('http://preview.example:8082');
    expect(directive(csp, 'img-src')).toContain('http://img.example:8083');
  });
  it('adds nothing for same-origin paths', () => {
    const csp = buildCsp(FALLBACK_DOMAIN_CONFIG);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https:");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  });
});
