import { afterAll, beforeAll } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { Glob, type Subprocess } from "bun";

/**
 * Safari's engine for the browser journeys: Debian's WebKitGTK driven through WebKitWebDriver (the
 * W3C WebDriver protocol over HTTP) on a virtual display. Like Safari, it keeps no third-party
 * cookies, so a launch inside another site's frame meets what an iPad meets. The client is the few
 * WebDriver commands the journeys use, spoken directly: the protocol is plain JSON over HTTP.
 */

const SCREENSHOTS = join(import.meta.dir, "../screenshots");
/** The W3C name of the key an element reference is kept under. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const XVFB = process.env.XVFB_PATH ?? "/usr/bin/Xvfb";

/** Debian installs WebKitGTK's small browser beside its libraries; the driver runs it for each session. */
function miniBrowserPath(): string {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  for (const path of new Glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser").scanSync({ absolute: true })) return path;
  throw new Error("WebKitGTK's MiniBrowser is not installed (apt-get install webkit2gtk-driver).");
}

/** A WebDriver element reference. */
export interface WebKitElement {
  id: string;
}

/** One WebKit window (and any it opens), driven over WebDriver. */
export class WebKitSession {
  constructor(
    private readonly driverUrl: string,
    private readonly sessionId: string,
  ) {}

  private async command<T = unknown>(method: "GET" | "POST" | "DELETE", path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.driverUrl}/session/${this.sessionId}${path}`, {
      method,
      headers: body ? { "content-type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : method === "POST" ? "{}" : undefined,
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new WebDriverError(answer.value.error ?? String(response.status), answer.value.message);
    return answer.value;
  }

  async navigate(url: string): Promise<void> {
    await this.command("POST", "/url", { url });
  }

  url(): Promise<string> {
    return this.command<string>("GET", "/url");
  }

  title(): Promise<string> {
    return this.command<string>("GET", "/title");
  }

  /** The first element matching the CSS selector in the current frame, or null. */
  async find(selector: string): Promise<WebKitElement | null> {
    const found = await this.command<Record<string, string>[]>("POST", "/elements", {
      using: "css selector",
      value: selector,
    });
    const first = found[0];
    return first ? { id: first[ELEMENT_KEY]! } : null;
  }

  /** Waits for an element matching the selector (and, given `text`, containing it) in the current frame. */
  async waitFor(
    selector: string,
    options: { text?: string | RegExp; timeoutMs?: number } = {},
  ): Promise<WebKitElement> {
    const wanted = options.text;
    let lastText = "";
    const element = await waitUntil(async () => {
      const found = await this.find(selector).catch(() => null);
      if (!found || !wanted) return found;
      lastText = await this.text(found).catch(() => "");
      return (typeof wanted === "string" ? lastText.includes(wanted) : wanted.test(lastText)) ? found : null;
    }, options.timeoutMs ?? 20_000);
    if (!element) {
      throw new Error(
        `WebKit: no ${selector}${wanted ? ` with "${wanted}" (last text: "${lastText.slice(0, 200)}")` : ""} in time`,
      );
    }
    return element;
  }

  async click(element: WebKitElement): Promise<void> {
    await this.command("POST", `/element/${element.id}/click`);
  }

  async type(element: WebKitElement, text: string): Promise<void> {
    await this.command("POST", `/element/${element.id}/value`, { text });
  }

  text(element: WebKitElement): Promise<string> {
    return this.command<string>("GET", `/element/${element.id}/text`);
  }

  attribute(element: WebKitElement, name: string): Promise<string | null> {
    return this.command<string | null>("GET", `/element/${element.id}/attribute/${encodeURIComponent(name)}`);
  }

  /** Moves into a frame element of the current frame, or back to the top with `null`. */
  async switchToFrame(frame: WebKitElement | null): Promise<void> {
    await this.command("POST", "/frame", { id: frame ? { [ELEMENT_KEY]: frame.id } : null });
  }

  /** Runs a function body in the current frame; `arguments` holds `args`. */
  execute<T = unknown>(body: string, args: unknown[] = []): Promise<T> {
    return this.command<T>("POST", "/execute/sync", { script: body, args });
  }

  windowHandles(): Promise<string[]> {
    return this.command<string[]>("GET", "/window/handles");
  }

  windowHandle(): Promise<string> {
    return this.command<string>("GET", "/window");
  }

  async switchToWindow(handle: string): Promise<void> {
    await this.command("POST", "/window", { handle });
  }

  /** Waits for a window that was not among `known` and switches to it. */
  async switchToNewWindow(known: readonly string[], timeoutMs = 20_000): Promise<string> {
    const handle = await waitUntil(
      async () => (await this.windowHandles()).find((candidate) => !known.includes(candidate)) ?? null,
      timeoutMs,
    );
    if (!handle) throw new Error("WebKit: no new window opened");
    await this.switchToWindow(handle);
    return handle;
  }

  async reload(): Promise<void> {
    await this.command("POST", "/refresh");
  }

  /**
   * Sizes the window so the page's own viewport (innerWidth × innerHeight) is the given size: the
   * window's frame and toolbar take some room, so the window is made larger by what they take. The
   * browser's window cannot be narrower than its toolbar (about 450 px): the size it reached is
   * returned, for the caller to check.
   */
  async setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    const inner = () =>
      this.execute<{ width: number; height: number }>(
        "return { width: window.innerWidth, height: window.innerHeight };",
      );
    // The window manager applies a new size a moment after the command returns: wait for the
    // viewport to change (it does not when the window is already at its narrowest), then for two
    // readings that agree.
    const resize = async (size: { width: number; height: number }) => {
      const before = await inner();
      await this.command("POST", "/window/rect", size);
      await waitUntil(async () => {
        const now = await inner();
        return now.width !== before.width || now.height !== before.height ? now : null;
      }, 2_000);
      let previous = await inner();
      return (
        (await waitUntil(async () => {
          const now = await inner();
          const same = now.width === previous.width && now.height === previous.height;
          previous = now;
          return same ? now : null;
        }, 5_000)) ?? previous
      );
    };
    let size = { width, height };
    let now = await inner();
    for (let attempt = 0; attempt < 3 && (now.width !== width || now.height !== height); attempt++) {
      if (attempt > 0) size = { width: size.width + width - now.width, height: size.height + height - now.height };
      now = await resize(size);
    }
    return now;
  }

  /** Writes a screenshot of the current window to e2e/screenshots/<name>.png. */
  async screenshot(name: string): Promise<void> {
    const png = await this.command<string>("GET", "/screenshot");
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(join(SCREENSHOTS, `${name}.png`), Buffer.from(png, "base64"));
  }

  async close(): Promise<void> {
    await fetch(`${this.driverUrl}/session/${this.sessionId}`, { method: "DELETE" }).catch(() => undefined);
  }
}

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(`WebDriver ${code}: ${message ?? ""}`);
  }
}

/** Polls `check` until it returns something other than null, or null after `timeoutMs`. */
export async function waitUntil<T>(check: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) return null;
    await Bun.sleep(100);
  }
}

/** The display server and driver one test file shares; each journey opens its own session. */
interface WebKit {
  /** A fresh browser (its own cookies and storage) at the given window size. */
  open(size?: { width: number; height: number }): Promise<WebKitSession>;
  stop(): Promise<void>;
}

/** Starts a virtual display and WebKitWebDriver. Stop it after the file (`stop` closes every session too). */
async function startWebKit(): Promise<WebKit> {
  if (!existsSync(WEBKIT_DRIVER))
    throw new Error(`WebKitWebDriver is not at ${WEBKIT_DRIVER}; run scripts/ensure-webkit.ts.`);
  const display = freeDisplay();
  const xvfb = Bun.spawn([XVFB, `:${display}`, "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdout: "ignore",
    stderr: "ignore",
  });
  // The driver's browser needs the display up: wait for the server's socket.
  await waitUntil(async () => (existsSync(`/tmp/.X11-unix/X${display}`) ? true : null), 10_000);
  const port = await freePort();
  const driver = Bun.spawn([WEBKIT_DRIVER, `--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdout: "ignore",
    stderr: "ignore",
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  const ready = await waitUntil(
    async () => ((await fetch(`${driverUrl}/status`).catch(() => null))?.ok ? true : null),
    15_000,
  );
  if (!ready) {
    stopAll([driver, xvfb]);
    throw new Error("WebKitWebDriver did not start");
  }
  const sessions: WebKitSession[] = [];
  return {
    async open(size = { width: 1280, height: 900 }) {
      const response = await fetch(`${driverUrl}/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          capabilities: {
            alwaysMatch: { "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] } },
          },
        }),
      });
      const answer = (await response.json()) as { value: { sessionId?: string; message?: string } };
      if (!answer.value.sessionId) throw new Error(`WebKit did not open a session: ${answer.value.message}`);
      const session = new WebKitSession(driverUrl, answer.value.sessionId);
      sessions.push(session);
      await fetch(`${driverUrl}/session/${answer.value.sessionId}/window/rect`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(size),
      });
      return session;
    },
    async stop() {
      await Promise.all(sessions.map((session) => session.close()));
      stopAll([driver, xvfb]);
    },
  };
}

function stopAll(processes: Subprocess[]): void {
  for (const child of processes) child.kill();
}

/** A display number no other X server on this machine holds (test files may run side by side). */
function freeDisplay(): number {
  for (let display = 90 + (process.pid % 50); ; display++) {
    if (!existsSync(`/tmp/.X11-unix/X${display}`) && !existsSync(`/tmp/.X${display}-lock`)) return display;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * WebKit for the calling test file: started before its tests and stopped after them. `journey` runs
 * one journey in a fresh window (its own cookies and storage) and closes the window after it.
 */
export function webKitForFile(): {
  journey: (run: (session: WebKitSession) => Promise<void>, size?: { width: number; height: number }) => Promise<void>;
} {
  let webkit: WebKit | undefined;
  beforeAll(async () => {
    webkit = await startWebKit();
  });
  afterAll(async () => {
    await webkit?.stop();
  });
  return {
    async journey(run, size) {
      if (!webkit) throw new Error("WebKit has not started: call webKitForFile() at the top of the test file.");
      const session = await webkit.open(size);
      try {
        await run(session);
      } finally {
        await session.close();
      }
    },
  };
}

/**
 * Waits until the tutor in the current frame shows `text` with its message box ready to type in;
 * fails with what the tutor showed instead.
 */
export async function waitForTutor(session: WebKitSession, text: string, timeoutMs = 20_000): Promise<void> {
  await session.waitFor("bloom-tutor");
  let shownText = "";
  const shown = await waitUntil(async () => {
    shownText = await session.execute<string>(
      `var element = document.querySelector("bloom-tutor");
       var root = element && (element.shadowRoot || element);
       var box = root && root.querySelector("#tutor-message");
       return box && !box.disabled ? root.textContent : "";`,
    );
    return shownText.includes(text) ? shownText : null;
  }, timeoutMs);
  if (shown === null)
    throw new Error(`WebKit: the tutor did not show "${text}" ready; it showed: ${shownText.slice(0, 400)}`);
}
