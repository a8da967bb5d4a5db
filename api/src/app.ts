import { Elysia } from "elysia";
import { createAiProvider } from "./ai";
import { degradedNotice } from "./ai/degraded-scope";
import { AiHealth } from "./ai/health";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase } from "./db/database";
import { createMailer } from "./email/mailer";
import { registerEmailDelivery } from "./email/outbox";
import { errorHandling } from "./errors";
import { AppEvents } from "./events";
import { apiCacheControl } from "./http/cache-control";
import { jsonCompression } from "./http/compression";
import { cors } from "./http/cors";
import { RateLimiter } from "./http/rate-limit";
import { requestBodies } from "./http/request-body";
import { requestContext } from "./http/request-context";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { JobScheduler } from "./jobs/scheduler";
import { logger } from "./logger";
import { analyticsModule } from "./modules/analytics";
import { auditModule } from "./modules/audit";
import { authModule } from "./modules/auth";
import { OidcSignIn, resolveTokenSecret, TokenService } from "./modules/auth/public";
import { billingModule } from "./modules/billing";
import { classroomModule } from "./modules/classroom";
import { contentModule } from "./modules/content";
import { deliveriesModule } from "./modules/deliveries";
import { docsModule } from "./modules/docs";
import { embeddingModule } from "./modules/embedding";
import { EmbedOrigins } from "./modules/embedding/public";
import { healthModule } from "./modules/health";
import { ltiModule, ltiToolModule } from "./modules/lti";
import { createLtiRuntime } from "./modules/lti/public";
import { masteryModule } from "./modules/mastery";
import { modelHealthModule } from "./modules/model-health";
import { notifyAdminsOfModelOutage } from "./modules/model-health/public";
import { practiceModule } from "./modules/practice";
import { registerPersonalWeightsJob } from "./modules/practice/public";
import { privacyModule } from "./modules/privacy";
import { createSafetyScreen, safetyModule } from "./modules/safety";
import { subjectsModule } from "./modules/subjects";
import { tutoringModule } from "./modules/tutoring";
import { webModule } from "./modules/web";
import { Outbox } from "./outbox/outbox";

/** Opens the database (applying migrations) and builds what the modules share. */
export async function createContext(config: Config): Promise<AppContext> {
  logger.configure({ level: config.logLevel, json: config.logFormat === "json" });
  const database = await openDatabase(config.database.url, config.database.authToken);
  const secret = resolveTokenSecret(config.auth.tokenSecret, config.dataDir);
  const events = new AppEvents();
  const outbox = new Outbox(database, { claimMs: config.outbox.claimMs });
  const mailer = createMailer(config);
  registerEmailDelivery(outbox, mailer);
  const aiHealth = new AiHealth(database);
  const jobs = new JobScheduler(database);
  registerPersonalWeightsJob(jobs, database);
  const rateLimiter = new RateLimiter(database, config.http.rateLimits);
  jobs.register(rateLimiter.pruneJob());
  const embedOrigins = new EmbedOrigins(database, config.web.corsOrigins);
  return {
    config,
    database,
    tokens: new TokenService(secret, config.auth.tokenTtlSeconds),
    oidc: new OidcSignIn({ google: config.auth.google, school: config.auth.school }, secret),
    ai: createAiProvider(config, aiHealth, {
      onBreakerOpen: (at) =>
        void notifyAdminsOfModelOutage(database, outbox, config, at).catch((error: unknown) =>
          logger.error("The model outage notice could not be queued", { error }),
        ),
    }),
    aiHealth,
    safety: createSafetyScreen(config.safety),
    events,
    outbox,
    mailer,
    jobs,
    rateLimiter,
    lti: await createLtiRuntime(config, database, events, outbox, secret, () => embedOrigins.invalidate()),
    embedOrigins,
  };
}

/** Starts what runs beside the requests: the outbox's deliveries and the scheduled jobs. */
export function startBackgroundWork(ctx: AppContext, options: { jobs?: boolean } = {}): void {
  ctx.outbox.start();
  if (options.jobs !== false) ctx.jobs.start();
  ctx.aiHealth.start();
}

/** Stops the background work and waits for what is running to finish. */
export async function stopBackgroundWork(ctx: AppContext): Promise<void> {
  await Promise.all([ctx.outbox.stop(), ctx.jobs.stop(), ctx.aiHealth.stop()]);
}

/**
 * The HTTP API: one error handler, the edge every request passes (request id and client address,
 * the request log, no-store for the API, security headers, CORS, request bodies, compression of large JSON), then every feature module under /api,
 * the LTI tool and the web app.
 */
export function createApp(ctx: AppContext) {
  return new Elysia({ name: "bloom-api" })
    .use(degradedNotice)
    .use(errorHandling)
    .use(requestContext(ctx.config.http.trustedProxies))
    .use(requestLog)
    .use(apiCacheControl)
    .use(securityHeaders(ctx))
    .use(cors(ctx.embedOrigins))
    .use(requestBodies(ctx.config.http.bodyLimitBytes))
    .use(jsonCompression())
    .group("/api", (api) =>
      api
        .use(healthModule(ctx))
        .use(authModule(ctx))
        .use(privacyModule(ctx))
        .use(billingModule(ctx))
        .use(subjectsModule(ctx))
        .use(tutoringModule(ctx))
        .use(contentModule(ctx))
        .use(practiceModule(ctx))
        .use(masteryModule(ctx))
        .use(analyticsModule(ctx))
        .use(safetyModule(ctx))
        .use(classroomModule(ctx))
        .use(auditModule(ctx))
        .use(modelHealthModule(ctx))
        .use(deliveriesModule(ctx))
        .use(ltiModule(ctx))
        .use(embeddingModule(ctx)),
    )
    .use(docsModule(ctx))
    .use(ltiToolModule(ctx))
    .use(webModule(ctx));
}

/** The API's type, for Eden treaty clients in the browser and in tests. */
export type App = ReturnType<typeof createApp>;
