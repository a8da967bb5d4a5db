import { createApp, createContext, startBackgroundWork, stopBackgroundWork } from "./app";
import { ConfigError, loadConfig } from "./config";
import { AppError } from "./errors";
import { logger } from "./logger";
import { assertContactsReachable } from "./modules/safety/public";
import { seedDatabase } from "./seed";

/** Starts the API: configuration, database and migrations, seed, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  await assertContactsReachable(ctx);
  await seedDatabase(ctx);
  const app = createApp(ctx).listen({ port: config.port, hostname: config.host });
  startBackgroundWork(ctx);
  logger.info(`Bloom is running at ${config.publicUrl}`, { port: app.server?.port });

  const stop = () => {
    logger.info("Shutting down");
    void Promise.allSettled([app.stop(), stopBackgroundWork(ctx)]).finally(() => {
      ctx.database.close();
      // Log lines still buffered for a pipe would be lost to an immediate exit.
      process.stdout.write("", () => process.stderr.write("", () => process.exit(0)));
    });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
