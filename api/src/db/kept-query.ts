import type { Database, Db } from "./database";

/**
 * A read a store builds once per database as a drizzle prepared query (`sql.placeholder`s for its
 * values) and keeps: on the hottest reads, building the SQL text on each call cost more than
 * running the statement (bench/README.md, Database driver). The statement itself is kept by the
 * driver layer (`KeptStatements`); this keeps only drizzle's built query.
 */
export function keptRead<T>(build: (db: Db) => T): (database: Database) => T {
  const built = new WeakMap<Database, T>();
  return (database) => {
    let query = built.get(database);
    if (query === undefined) {
      query = build(database.read);
      built.set(database, query);
    }
    return query;
  };
}
