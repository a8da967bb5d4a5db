import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { authentication, requireDistrictAdmin } from "../auth/public";
import { AuditList, AuditQuery } from "./model";
import { listAuditEvents } from "./service";

/** The district's audit log: who read or changed whose data, and why. District admins only. */
export function auditModule(ctx: AppContext) {
  return new Elysia({ prefix: "/audit", name: "audit", tags: ["Audit"] }).use(authentication(ctx)).get(
    "/",
    async ({ user, query }) => ({
      events: await listAuditEvents(ctx.database, requireDistrictAdmin(user, "read the district's audit log"), {
        before: query.before ? Date.parse(query.before) : undefined,
        limit: query.limit ?? 50,
      }),
    }),
    { roles: ["admin"], query: AuditQuery, response: AuditList },
  );
}
