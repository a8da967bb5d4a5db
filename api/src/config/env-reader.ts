import { type SchemaOptions, type TInteger, type TLiteral, type TUnion, Type as t } from "@sinclair/typebox";

/** A setting with a fixed list of values, as a schema: the reader takes its allowed values from it. */
export function oneOfSchema<const T extends string>(values: readonly T[], options?: SchemaOptions) {
  return t.Union(
    values.map((value) => t.Literal(value)),
    options,
  );
}

/**
 * Reads environment variables one by one and collects every problem, so that a bad
 * configuration is reported in full at start-up instead of one variable at a time. Bounds and
 * allowed values come from the setting's schema, so they are written once.
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

  /** A whole number within the schema's `minimum` and `maximum`. */
  integer(name: string, schema: TInteger, fallback: number): number {
    const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
    const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
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

  /** One of the schema's values. */
  oneOf<T extends string>(name: string, schema: TUnion<TLiteral<T>[]>, fallback: T): T {
    const allowed = schema.anyOf.map((literal) => literal.const);
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const match = allowed.find((candidate) => candidate === value);
    if (match !== undefined) return match;
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
