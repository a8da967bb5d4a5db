import { createHash } from "node:crypto";
import type { Database } from "../src/db/database";
import type { AppRoute } from "./harness";

/** Methods that carry a body. */
export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A route's path with every `:param` filled (by `ids[param]`, else a fresh id) and `*` made concrete. */
export function concretePath(route: Pick<AppRoute, "path">, ids: Record<string, string> = {}): string {
  return route.path
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? crypto.randomUUID()))
    .replace(/\*$/, "anything")
    .replace(/\/$/, "");
}

/** The schema a route validates its body with, if any. */
export function bodySchemaOf(route: AppRoute): JsonSchema | undefined {
  return (route.hooks as { body?: JsonSchema }).body;
}

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

/**
 * A body of the right shape whose every field has the wrong type (a number where text goes, text
 * where a number, a flag, a list or an object goes), so any schema refuses it.
 */
export function wronglyTypedBody(schema: JsonSchema): Record<string, unknown> {
  const object = schema.anyOf?.find((option) => option.type === "object") ?? schema;
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(object.properties ?? {})) body[name] = wrongValueFor(property);
  // A schema with no properties still refuses a body that is not an object at all.
  return Object.keys(body).length > 0 ? body : { unexpected: Number.NaN };
}

function wrongValueFor(schema: JsonSchema): unknown {
  const types = schema.anyOf ? schema.anyOf.map((option) => option.type) : [schema.type];
  if (!types.includes("number") && !types.includes("integer")) return 12345;
  if (!types.includes("string")) return "not the right type";
  return { not: "the right type" };
}

/**
 * A digest of every row of every table (rate-limit counters aside: they count refusals by design), so
 * a test can prove that a series of requests wrote nothing.
 */
export async function databaseFingerprint(database: Database): Promise<string> {
  const tables = await database.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' AND name <> 'rate_limit_counters' ORDER BY name",
  );
  const hash = createHash("sha256");
  for (const row of tables.rows) {
    const name = String(row.name);
    const rows = await database.client.execute(`SELECT * FROM "${name}" ORDER BY rowid`);
    hash.update(name);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest("hex");
}
