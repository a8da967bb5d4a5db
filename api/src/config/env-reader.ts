/**
 * Reads environment variables one by one and collects every problem, so that a bad
 * configuration is reported in full at start-up instead of one variable at a time.
 */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Record<string, string | undefined>) {}

  /** The raw value, with empty strings treated as unset. */
  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === "" ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optionalString(name: string): string | undefined {
    return this.raw(name);
  }

  integer(name: string, fallback: number, { min, max }: { min: number; max: number }): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}").`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (["1", "true", "yes", "on"].includes(value)) return true;
    if (["0", "false", "no", "off"].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}").`);
    return fallback;
  }

  oneOf<const T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(", ")} (got "${value}").`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: readonly string[]): string | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name} must start with ${protocols.join(" or ")} (got "${value}").`);
      }
    } catch {
      this.problems.push(`${name} must be a URL (got "${value}").`);
    }
    return value;
  }

  /** Records a rule that involves several variables. */
  require(condition: boolean, problem: string): void {
    if (!condition) this.problems.push(problem);
  }
}
