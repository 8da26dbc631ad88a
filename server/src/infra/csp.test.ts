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

describe('buildCsp: the bot check', () => {
  const withCheck = (challenge: DomainConfig['challenge']) => buildCsp({ ...FALLBACK_DOMAIN_CONFIG, challenge });
  const plain = buildCsp(FALLBACK_DOMAIN_CONFIG);

  it('opens script-src and frame-src to Turnstile only on a domain that asks for it', () => {
    const csp = withCheck({ mode: 'always', provider: 'turnstile', siteKey: 'k' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com');
    expect(directive(csp, 'style-src')).toBe(directive(plain, 'style-src'));
    expect(withCheck({ mode: 'off', provider: 'turnstile', siteKey: 'k' })).toBe(plain);
  });

  it('opens script, frame, style and connect to hCaptcha’s hosts', () => {
    const csp = withCheck({ mode: 'adaptive', provider: 'hcaptcha', siteKey: 'k' });
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src']) expect(directive(csp, name)).toContain('https://hcaptcha.com https://*.hcaptcha.com');
    expect(directive(csp, 'script-src')).not.toContain('cloudflare');
  });

  it('needs nothing more for ALTCHA, which solves in blob: workers the policy already allows', () => {
    const csp = withCheck({ mode: 'always', provider: 'altcha', siteKey: '' });
    expect(csp).toBe(plain);
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'script-src')).not.toContain('wasm-unsafe-eval');
  });
});
