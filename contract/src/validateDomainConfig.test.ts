import { DomainConfigError, validateDomainConfig } from './validateDomainConfig';
import { FALLBACK_DOMAIN_CONFIG } from './domainConfig';

describe('validateDomainConfig', () => {
  it('fills what a partial configuration leaves out from the base', () => {
    const c = validateDomainConfig({ branding: { name: 'Other' } });
    expect(c.branding.name).toBe('Other');
    expect(c.branding.colors).toEqual(FALLBACK_DOMAIN_CONFIG.branding.colors);
  });

  it.each([
    [{ branding: { colors: { primary: 'blue-ish' } } }, 'branding.colors.primary'],
    // Five hex digits are no colour: the themes' colours could not be derived from it.
    [{ branding: { colors: { surface: '#12345' } } }, 'branding.colors.surface'],
    [{ branding: { targetAudience: 'kids' } }, 'branding.targetAudience'],
    [{ features: { darkMode: 'yes' } }, 'features.darkMode'],
    [{ remotes: { content: 'javascript:alert(1)' } }, 'remotes.content'],
    [{ contact: { email: 'nobody' } }, 'contact.email'],
    [{ brandng: {} }, 'brandng'],
    [{ supportedPlatforms: [{ id: 1 }] }, 'supportedPlatforms[0].id'],
    [{ api: { baseUrl: 'ftp://x' } }, 'api.baseUrl'],
  ])('names the bad field of %j', (input, field) => {
    expect(() => validateDomainConfig(input)).toThrow(DomainConfigError);
    try {
      validateDomainConfig(input);
    } catch (e) {
      expect((e as DomainConfigError).field).toBe(field);
    }
  });
});
