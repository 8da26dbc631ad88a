import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/contract';
import { DomainConfigError, validateDomainConfig } from '@dl/contract/validate';

/** A rule a domain's configuration must meet: what is wrong with it, or null. */
export type DomainCheck = (config: DomainConfig) => string | null;

interface Domains {
  defaults: DomainConfig;
  byHost: Map<string, DomainConfig>;
}

export class DomainRegistry {
  /** Counts the configurations this registry has held: 1 after start-up, one more per reload that took. */
  version = 1;

  /** What features require of every domain (addCheck). */
  private readonly checks: DomainCheck[] = [];

  private constructor(private current: Domains) {}

  /**
   * A rule of a feature that every domain must meet (a setting a domain's choice needs): checked now, so that a domain
   * breaking it stops start-up, and on each reload, which it then refuses as it refuses a file that does not validate.
   */
  addCheck(check: DomainCheck): void {
    DomainRegistry.check(this.current, [check]);
    this.checks.push(check);
  }

  private static check(domains: Domains, checks: readonly DomainCheck[]): void {
    for (const [name, config] of [['default.json', domains.defaults], ...[...domains.byHost].map(([host, c]) => [`${host}.json`, c] as const)] as const) {
      for (const check of checks) {
        const problem = check(config);
        if (problem) throw new Error(`Domain configuration ${name}: ${problem}`);
      }
    }
  }

  get defaults(): DomainConfig {
    return this.current.defaults;
  }

  /**
   * Reads `default.json` (over the built-in fallback) and one `<host>.json` per other domain (over the
   * default) and validates each. A bad file stops start-up with an error naming the file and the field.
   */
  static load(dir: string, warn: (msg: string) => void = () => {}): DomainRegistry {
    return new DomainRegistry(DomainRegistry.read(dir, warn));
  }

  /**
   * Reads the folder again, so a domain can be pointed at another build (a staged remote) or back while the server
   * runs. A file that cannot be read or does not validate changes nothing: every domain keeps its configuration and
   * the error (naming the file and the field) is thrown for the caller to log.
   */
  reload(dir: string, warn: (msg: string) => void = () => {}): void {
    const next = DomainRegistry.read(dir, warn);
    DomainRegistry.check(next, this.checks);
    this.current = next;
    this.version += 1;
  }

  private static read(dir: string, warn: (msg: string) => void): Domains {
    const read = (file: string): unknown => {
      const full = path.join(dir, file);
      try {
        return JSON.parse(fs.readFileSync(full, 'utf8'));
      } catch (e) {
        throw new Error(`Domain configuration ${full}: ${(e as Error).message}`, { cause: e });
      }
    };
    const validate = (file: string, base: DomainConfig): DomainConfig => {
      try {
        return validateDomainConfig(read(file), base);
      } catch (e) {
        if (e instanceof DomainConfigError) throw new Error(`Domain configuration ${path.join(dir, file)}: field ${e.message}`, { cause: e });
        throw e;
      }
    };
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
    const defaults = files.includes('default.json') ? validate('default.json', FALLBACK_DOMAIN_CONFIG) : FALLBACK_DOMAIN_CONFIG;
    const byHost = new Map<string, DomainConfig>();
    const others = files.filter((f) => f !== 'default.json');
    // features.multiDomainSupport off: one configuration for every Host.
    if (!defaults.features.multiDomainSupport) {
      if (others.length) warn(`multiDomainSupport is off in default.json: ignoring ${others.join(', ')}; every Host gets the default configuration`);
      return { defaults, byHost };
    }
    for (const file of files) {
      if (file === 'default.json') continue;
      const host = file.slice(0, -'.json'.length).toLowerCase();
      const config = validate(file, defaults);
      byHost.set(host, { ...config, domain: config.domain === defaults.domain ? host : config.domain });
    }
    return { defaults, byHost };
  }

  /** The configuration for a Host header (port ignored, `www.` optional); unknown Hosts get the default. */
  forHost(hostHeader: string | undefined): DomainConfig {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    const { byHost, defaults } = this.current;
    return byHost.get(host) ?? byHost.get(host.replace(/^www\./, '')) ?? defaults;
  }

  hosts(): string[] {
    return [...this.current.byHost.keys()];
  }
}
