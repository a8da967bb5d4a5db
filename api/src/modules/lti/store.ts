import type { LearnedFrameOrigin, LtiDeployment, LtiRegistration, LtiStore, ToolKey } from "@bloom/lti-provider";
import { and, desc, eq, lt, ne, notInArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type LtiRegistrationRow, ltiDeployments, ltiKeys, ltiNonces, ltiRegistrations } from "../../db/schema";
import { newId } from "../../ids";
import { learnFrameOrigins } from "./frame-origins-store";

/** The signing key and the ones before it that stay published after a rotation. */
const KEPT_KEYS = 3;

/** The LTI tool's state on our database: registrations, deployments, used nonces and our keys. */
export class DatabaseLtiStore implements LtiStore {
  constructor(
    private readonly database: Database,
    /** Told after a registration is added or a platform's frame origins change, so the origins allowed to frame launches follow at once. */
    private readonly onRegistrationsChanged: () => void = () => undefined,
  ) {}

  async findRegistration(issuer: string, clientId: string | undefined): Promise<LtiRegistration | "ambiguous" | null> {
    const rows = await this.database.read
      .select()
      .from(ltiRegistrations)
      .where(
        clientId
          ? and(eq(ltiRegistrations.issuer, issuer), eq(ltiRegistrations.clientId, clientId))
          : eq(ltiRegistrations.issuer, issuer),
      )
      .limit(2);
    if (rows.length > 1) return "ambiguous";
    return rows[0] ? toRegistration(rows[0]) : null;
  }

  async findRegistrationById(id: string): Promise<LtiRegistration | null> {
    const [row] = await this.database.read.select().from(ltiRegistrations).where(eq(ltiRegistrations.id, id));
    return row ? toRegistration(row) : null;
  }

  async createRegistration(input: Omit<LtiRegistration, "id">): Promise<LtiRegistration> {
    const [row] = await this.database.write((tx) =>
      tx
        .insert(ltiRegistrations)
        .values({ id: newId(), ...input })
        .returning(),
    );
    this.onRegistrationsChanged();
    return toRegistration(row!);
  }

  async learnFromPlatform(
    registration: LtiRegistration,
    facts: { origins: LearnedFrameOrigin[]; productFamily: string | null },
  ): Promise<void> {
    // A new host frames the very page being answered: its headers are read after this.
    if (await learnFrameOrigins(this.database, registration, facts)) this.onRegistrationsChanged();
  }

  async findDeployment(registrationId: string, deploymentId: string): Promise<LtiDeployment | null> {
    const [row] = await this.database.read
      .select()
      .from(ltiDeployments)
      .where(and(eq(ltiDeployments.registrationId, registrationId), eq(ltiDeployments.deploymentId, deploymentId)));
    return row ? toDeployment(row) : null;
  }

  async recordDeployment(
    registration: LtiRegistration,
    deploymentId: string,
    source: "launch" | "listed",
  ): Promise<LtiDeployment> {
    // Two first launches at once both insert; the unique index keeps one and both read it back.
    return this.database.write(async (tx) => {
      await tx
        .insert(ltiDeployments)
        .values({
          id: newId(),
          registrationId: registration.id,
          deploymentId,
          districtId: registration.districtId,
          source,
        })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(ltiDeployments)
        .where(and(eq(ltiDeployments.registrationId, registration.id), eq(ltiDeployments.deploymentId, deploymentId)));
      return toDeployment(row!);
    });
  }

  async consumeNonce(nonce: string, registrationId: string, expiresAt: number): Promise<boolean> {
    return this.database.write(async (tx) => {
      // Purging expired nonces here keeps the table small without a scheduler.
      await tx.delete(ltiNonces).where(lt(ltiNonces.expiresAt, Math.floor(Date.now() / 1000)));
      const inserted = await tx
        .insert(ltiNonces)
        .values({ nonce, registrationId, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: ltiNonces.nonce });
      return inserted.length === 1;
    });
  }

  async listKeys(): Promise<ToolKey[]> {
    const rows = await this.database.read.select().from(ltiKeys).orderBy(desc(ltiKeys.createdAt));
    return rows.map((row) => ({
      kid: row.kid,
      publicJwk: row.publicJwk,
      privateJwk: row.privateJwk,
      status: row.status,
      createdAt: row.createdAt,
    }));
  }

  async saveKey(key: ToolKey): Promise<void> {
    await this.database.write((tx) =>
      tx.insert(ltiKeys).values({
        kid: key.kid,
        publicJwk: key.publicJwk as Record<string, unknown>,
        privateJwk: key.privateJwk as Record<string, unknown>,
        status: key.status,
        createdAt: key.createdAt,
      }),
    );
  }

  async retireKeys(exceptKid: string): Promise<void> {
    await this.database.write(async (tx) => {
      await tx.update(ltiKeys).set({ status: "retired" }).where(ne(ltiKeys.kid, exceptKid));
      // Tokens we sign live minutes, so the previous key or two is all a platform can still need.
      const kept = await tx
        .select({ kid: ltiKeys.kid })
        .from(ltiKeys)
        .orderBy(desc(ltiKeys.createdAt))
        .limit(KEPT_KEYS);
      await tx.delete(ltiKeys).where(
        notInArray(
          ltiKeys.kid,
          kept.map((key) => key.kid),
        ),
      );
    });
  }
}

export function toRegistration(row: LtiRegistrationRow): LtiRegistration {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    authLoginUrl: row.authLoginUrl,
    authTokenUrl: row.authTokenUrl,
    jwksUrl: row.jwksUrl,
    districtId: row.districtId,
    deploymentPolicy: row.deploymentPolicy,
    productFamily: row.productFamily,
  };
}

function toDeployment(row: typeof ltiDeployments.$inferSelect): LtiDeployment {
  return { id: row.id, deploymentId: row.deploymentId, districtId: row.districtId, schoolId: row.schoolId };
}
