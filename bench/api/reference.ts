import { createClient, type InValue } from "@libsql/client";
import { jwtVerify } from "jose";

/**
 * The reference server of `bench/api`: a bare `Bun.serve` with `jose` and `@libsql/client` on the
 * same database file. For each route it verifies the bearer token as Bloom does (HS256, issuer,
 * audience, required claims), checks the user exists and the token is not revoked, then runs the
 * very SQL statements Bloom ran for that route (recorded by the benchmark from Bloom itself) and
 * answers their rows as JSON. No validation, no hooks, no schemas: the floor Bloom is measured against.
 *
 *   bun bench/api/reference.ts <database file> <token secret> <statements.json>
 */

type Recorded = { sql: string; args: InValue[] };
const [file, secret, statementsFile] = process.argv.slice(2) as [string, string, string];
const routes = (await Bun.file(statementsFile).json()) as Record<
  string,
  { auth: Recorded; jti: string; userId: string; rest: Recorded[] }
>;
const client = createClient({ url: `file:${file}` });
await client.execute("PRAGMA journal_mode = WAL");
const key = new TextEncoder().encode(secret);
const unauthorised = () => Response.json({ error: "Please sign in.", code: "UNAUTHENTICATED" }, { status: 401 });

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(request) {
    const url = new URL(request.url);
    const route = routes[url.pathname + url.search];
    if (!route) return Response.json({ error: "Not found", code: "ROUTE_NOT_FOUND" }, { status: 404 });
    const match = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i);
    if (!match) return unauthorised();
    let claims: { sub?: string; jti?: string };
    try {
      ({ payload: claims } = await jwtVerify(match[1]!, key, {
        algorithms: ["HS256"],
        issuer: "bloom-api",
        audience: "bloom-app",
        requiredClaims: ["sub", "jti", "exp"],
      }));
    } catch {
      return unauthorised();
    }
    // The recorded statements with this token's jti and user in place of the recorded ones.
    const bind = (args: InValue[]) =>
      args.map((arg) => (arg === route.jti ? claims.jti! : arg === route.userId ? claims.sub! : arg));
    const caller = await client.execute({ sql: route.auth.sql, args: bind(route.auth.args) });
    const row = caller.rows[0];
    // The user must exist and the token's last column (revoked) be false, as Bloom checks.
    if (!row || row[row.length - 1]) return unauthorised();
    const results = await Promise.all(
      route.rest.map((statement) => client.execute({ sql: statement.sql, args: bind(statement.args) })),
    );
    return Response.json(results.map((result) => result.rows));
  },
});
console.log(`http://127.0.0.1:${server.port}`);
