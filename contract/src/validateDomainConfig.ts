/**
 * The server's check of a domain configuration file (`@dl/shared-config/validate`): every field against the
 * fallback configuration's shape, enums, colours and URLs. Not part of the browser's shared module: pages get a
 * configuration the server has already checked.
 */
import type { DomainConfig } from './types';
import { FALLBACK_DOMAIN_CONFIG } from './domainConfig';
import { isPlainObject, mergeConfig } from './mergeConfig';
import { LANGUAGES } from './accountOptions';
import { parseColor } from './colorContrast';

export class DomainConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'DomainConfigError';
  }
}

type Json = unknown;

const ENUMS: Record<string, readonly string[]> = {
  'branding.targetAudience': ['creators', 'enterprise', 'comprehensive'],
  'branding.logo.type': ['fontawesome', 'svg', 'image'],
  defaultLanguage: LANGUAGES,
  'challenge.mode': ['off', 'adaptive', 'always'],
  'challenge.provider': ['altcha', 'turnstile', 'hcaptcha'],
};
const URL_OR_PATH = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

function kind(v: Json): string {
  return Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
}

function checkShape(value: Json, shape: Json, path: string): void {
  if (isPlainObject(shape)) {
    if (!isPlainObject(value)) throw new DomainConfigError(path, `must be an object, got ${kind(value)}`);
    for (const key of Object.keys(value)) {
      if (!(key in shape)) throw new DomainConfigError(path ? `${path}.${key}` : key, 'is not a known field');
    }
    for (const key of Object.keys(shape)) checkShape(value[key], shape[key], path ? `${path}.${key}` : key);
    return;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) throw new DomainConfigError(path, `must be an array, got ${kind(value)}`);
    if (shape.length) value.forEach((item, i) => checkShape(item, shape[0], `${path}[${i}]`));
    return;
  }
  if (kind(value) !== kind(shape)) throw new DomainConfigError(path, `must be a ${kind(shape)}, got ${kind(value)}`);
  if (typeof value === 'string') {
    const allowed = ENUMS[path];
    if (allowed && !allowed.includes(value)) throw new DomainConfigError(path, `must be one of ${allowed.join(', ')}`);
    // A colour the site can read: its themes' colours are derived from it (brandPalette).
    if (path.startsWith('branding.colors.') && !parseColor(value)) throw new DomainConfigError(path, 'must be a CSS color such as #2563eb');
    if ((path.startsWith('remotes.') || path.startsWith('api.endpoints.')) && !URL_OR_PATH.test(value)) {
      throw new DomainConfigError(path, 'must be an http(s) URL or an absolute path');
    }
    if (path === 'api.baseUrl' && value !== '' && !/^https?:\/\/[^\s/]+$/.test(value.replace(/\/$/, ''))) {
      throw new DomainConfigError(path, "must be '' (same origin) or an origin such as https://api.example.com");
    }
    if (path === 'contact.email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new DomainConfigError(path, 'must be an email address');
  }
}

/**
 * Validates a domain configuration, filling missing fields from `base` (by default the fallback).
 * Throws a DomainConfigError naming the first bad field.
 */
export function validateDomainConfig(input: Json, base: DomainConfig = FALLBACK_DOMAIN_CONFIG): DomainConfig {
  if (!isPlainObject(input)) throw new DomainConfigError('(root)', `must be an object, got ${kind(input)}`);
  const merged = mergeConfig(base, input);
  checkShape(merged, FALLBACK_DOMAIN_CONFIG, '');
  const config = merged as DomainConfig;
  // A provider's widget cannot show without its public key.
  if (config.challenge.provider !== 'altcha' && !config.challenge.siteKey.trim()) {
    throw new DomainConfigError('challenge.siteKey', `must be the site key ${config.challenge.provider} gave for this site when challenge.provider is ${config.challenge.provider}`);
  }
  return config;
}
