/**
 * A small structured logger: one JSON line per event (LOG_FORMAT=json, production's default), or
 * readable lines. The level and format are set once at start from LOG_LEVEL and LOG_FORMAT.
 * What is never logged, by any caller: tokens, passwords, email bodies, students' messages.
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: Level = "info";
let json = false;
let standardErrorOnly = false;

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const details = fields ? serialise(fields) : undefined;
  const stream = standardErrorOnly || level === "error" || level === "warn" ? console.error : console.log;
  if (json) {
    stream(JSON.stringify({ time: new Date().toISOString(), level, message, ...details }));
  } else {
    stream(`[${level}] ${message}${details ? ` ${JSON.stringify(details)}` : ""}`);
  }
}

/** Errors do not survive JSON.stringify; keep their name, message and stack. */
function serialise(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

export const logger = {
  configure(options: { level: Level; json: boolean; standardErrorOnly?: boolean }): void {
    // Reconfiguring is allowed (tests start several apps); the last call wins.
    threshold = options.level;
    json = options.json;
    // A command whose standard output is its answer (`bun run eval:safety`) keeps every log line off it.
    standardErrorOnly = options.standardErrorOnly ?? false;
  },
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
