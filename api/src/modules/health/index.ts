import { sql } from "drizzle-orm";
import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";

/** Liveness and readiness: 200 once the database answers (migrations run before the server listens). */
export function healthModule(ctx: AppContext) {
  return new Elysia({ prefix: "/health", name: "health", tags: ["Health"] }).get(
    "/",
    async () => {
      try {
        await ctx.database.rows(sql`SELECT 1`);
      } catch {
        throw new AppError("NOT_READY", "errors.databaseUnreachable");
      }
      return { status: "ok" as const };
    },
    { response: t.Object({ status: t.Literal("ok") }) },
  );
}
