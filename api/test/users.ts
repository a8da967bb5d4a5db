import type { Database } from "../src/db/database";
import { type UserRow, users } from "../src/db/schema";
import { newId } from "../src/ids";

/** Inserts a test user ("Test Student", an email of their own); the overrides set any column. */
export async function insertTestUser(
  database: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const id = newId();
  const [user] = await database.write((tx) =>
    tx
      .insert(users)
      .values({ id, name: "Test Student", email: `${id}@example.test`, ...overrides })
      .returning(),
  );
  return user!;
}
