import type { LearnedFrameOrigin, LtiDeployment, LtiRegistration, LtiStore, ToolKey } from "../src/types";

/** An LtiStore in memory, for the protocol's own tests (the API's store runs on the database). */
export class MemoryLtiStore implements LtiStore {
  registrations: LtiRegistration[] = [];
  deployments: (LtiDeployment & { registrationId: string })[] = [];
  nonces = new Set<string>();
  keys: ToolKey[] = [];
  /** What verified launches and registrations taught the store, in order. */
  learned: { registrationId: string; origins: LearnedFrameOrigin[]; productFamily: string | null }[] = [];

  async learnFromPlatform(
    registration: LtiRegistration,
    facts: { origins: LearnedFrameOrigin[]; productFamily: string | null },
  ) {
    this.learned.push({ registrationId: registration.id, ...facts });
  }

  async findRegistration(issuer: string, clientId: string | undefined) {
    const found = this.registrations.filter(
      (item) => item.issuer === issuer && (clientId === undefined || item.clientId === clientId),
    );
    return found.length > 1 ? ("ambiguous" as const) : (found[0] ?? null);
  }
  async findRegistrationById(id: string) {
    return this.registrations.find((item) => item.id === id) ?? null;
  }
  async createRegistration(input: Omit<LtiRegistration, "id">) {
    const registration = { ...input, id: crypto.randomUUID() };
    this.registrations.push(registration);
    return registration;
  }
  async findDeployment(registrationId: string, deploymentId: string) {
    return (
      this.deployments.find((item) => item.registrationId === registrationId && item.deploymentId === deploymentId) ??
      null
    );
  }
  async recordDeployment(registration: LtiRegistration, deploymentId: string) {
    const existing = await this.findDeployment(registration.id, deploymentId);
    if (existing) return existing;
    const deployment = {
      id: crypto.randomUUID(),
      registrationId: registration.id,
      deploymentId,
      districtId: registration.districtId,
      schoolId: null,
    };
    this.deployments.push(deployment);
    return deployment;
  }
  async consumeNonce(nonce: string) {
    if (this.nonces.has(nonce)) return false;
    this.nonces.add(nonce);
    return true;
  }
  async listKeys() {
    return [...this.keys];
  }
  async saveKey(key: ToolKey) {
    this.keys.push(key);
  }
  async retireKeys(exceptKid: string) {
    this.keys = this.keys.map((key) => (key.kid === exceptKid ? key : { ...key, status: "retired" as const }));
  }
}
