import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `column in (…)` over a list bound as one JSON array (`JSON.stringify(ids)`), so a prepared
 * statement keeps one SQL text whatever the list's length.
 */
export function inJsonList(column: SQLiteColumn, placeholder: string): SQL {
  return sql`${column} in (select value from json_each(${sql.placeholder(placeholder)}))`;
}
