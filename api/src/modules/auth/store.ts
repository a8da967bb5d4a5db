import { and, eq, sql } from "drizzle-orm";
import type { Database, Db, WriteTx } from "../../db/database";
import { keptRead } from "../../db/kept-query";
import { identities, revokedTokens, type UserRow, users } from "../../db/schema";
import { newId } from "../../ids";

/** The SQL of users, their sign-in identities and revoked tokens. */

/** The user linked to a sign-in identity, if any. Works inside a write transaction too. */
export async function findUserByIdentity(
  db: Db | WriteTx,
  identity: { issuer: string; subject: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, identity.issuer), eq(identities.subject, identity.subject)));
  return row?.user;
}

// Kept built: it runs on every authenticated request.
const caller = keptRead((db) =>
  db
    .select({
      user: users,
      revoked: sql<number>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder("jti")})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

/** The token's user and whether the token was revoked; undefined when the user no longer exists. */
export async function readCaller(
  database: Database,
  token: { jti: string; userId: string },
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const [row] = await caller(database).all({ jti: token.jti, userId: token.userId });
  return row ? { user: row.user, revoked: Boolean(row.revoked) } : undefined;
}

export async function insertRevokedToken(
  database: Database,
  token: { jti: string; userId: string; expiresAt: number },
): Promise<void> {
  await database.write((tx) =>
    tx
      .insert(revokedTokens)
      .values({ jti: token.jti, userId: token.userId, expiresAt: token.expiresAt })
      .onConflictDoNothing(),
  );
}

/**
 * In one write: the user linked to the identity, with their name and email brought up to date, or
 * else a new user with these values linked to it.
 */
export function upsertIdentityUser(
  database: Database,
  identity: { issuer: string; subject: string; email?: string | null; name?: string | null },
  newUser: (now: number) => Omit<typeof users.$inferInsert, "id">,
): Promise<UserRow> {
  return database.write(async (tx) => {
    const existing = await findUserByIdentity(tx, identity);
    const now = Date.now();
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({ email: identity.email ?? existing.email, name: identity.name ?? existing.name, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    }
    return insertUserWithIdentity(tx, identity, newUser(now));
  });
}

/** Creates a user and links a sign-in identity (issuer, subject) to them, inside the caller's write. */
export async function insertUserWithIdentity(
  tx: WriteTx,
  identity: { issuer: string; subject: string },
  values: Omit<typeof users.$inferInsert, "id">,
): Promise<UserRow> {
  const userId = newId();
  const [created] = await tx
    .insert(users)
    .values({ id: userId, ...values })
    .returning();
  await tx.insert(identities).values({ id: newId(), userId, issuer: identity.issuer, subject: identity.subject });
  return created!;
}

/** Changes the user's name, time zone and language (each when given), inside the caller's write; undefined when there is no such user. */
export async function updateUserProfile(
  tx: WriteTx,
  userId: string,
  changes: { name?: string; timeZone?: string; locale?: UserRow["locale"] },
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({
      ...(changes.name ? { name: changes.name } : {}),
      ...(changes.timeZone ? { timeZone: changes.timeZone } : {}),
      // null is a choice too: back to automatic.
      ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
      updatedAt: Date.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}
