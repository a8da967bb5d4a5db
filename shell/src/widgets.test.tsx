import { afterEach, describe, expect, mock, test } from "bun:test";
import { createApiClient, memoryTokenStore, startFirstRead } from "@bloom/client";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import type { WidgetName } from "./config";
import { readShellConfig } from "./config";

/** How a widget's remote reaches the page: its component once it has arrived, the full-page fallback if it fails. */

type Arrival = { resolve: (value: unknown) => void; reject: (error: Error) => void };
const arrivals = new Map<string, Arrival>();

// The federation runtime is replaced by remotes the test hands over when it chooses.
mock.module("./federation", () => ({
  createWidgetFederation: () => ({
    loadRemote: (id: string) =>
      new Promise((resolve, reject) => {
        arrivals.set(id, { resolve, reject });
      }),
  }),
}));
const { RemoteWidget } = await import("./widgets");
const { App, startPageReads } = await import("./App");
const { ShellRoot } = await import("./ShellRoot");

afterEach(cleanup);

function showWidget(name: WidgetName) {
  return showPage(<RemoteWidget name={name} />);
}

function showPage(page: ReactNode, token: string | null = null) {
  // No server: a request fails at once, and nothing here waits for one.
  const client = createApiClient({
    baseUrl: "http://127.0.0.1:9",
    tokens: memoryTokenStore(token),
    onUnauthorized: () => {},
  });
  render(<ShellRoot services={{ config: readShellConfig(), client }}>{page}</ShellRoot>);
  return client;
}

function remoteArrives(name: WidgetName, text: string) {
  arrivals.get(`${name}/Widget`)!.resolve({ default: () => <p>{text}</p> });
}

describe("RemoteWidget", () => {
  test("shows a spinner until the remote arrives, then the widget; later visits show it at once", async () => {
    showWidget("tutor");
    expect(screen.getByRole("status").textContent).toBe("Loading");
    await waitFor(() => expect(arrivals.has("tutor/Widget")).toBe(true));
    remoteArrives("tutor", "The tutor");
    await waitFor(() => expect(screen.getByText("The tutor")).toBeTruthy());
    expect(screen.queryByRole("status")).toBeNull();

    cleanup();
    showWidget("tutor");
    // Rendered in the first commit: no spinner, no wait for an effect.
    expect(screen.getByText("The tutor")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("a remote that fails to load shows the full-page fallback", async () => {
    const logged = console.error;
    console.error = () => {};
    try {
      showWidget("dashboard");
      await waitFor(() => expect(arrivals.has("dashboard/Widget")).toBe(true));
      arrivals.get("dashboard/Widget")!.reject(new Error("The remote is unreachable."));
      await waitFor(() => expect(screen.getByText("Something went wrong")).toBeTruthy());
      expect(screen.getByText("The remote is unreachable.")).toBeTruthy();
    } finally {
      console.error = logged;
    }
  });
});

describe("the first read of a widget's route", () => {
  test("/tutoring starts the tutor's list of subjects with the stored sign-in, beside the sign-in check", () => {
    window.history.replaceState(null, "", "/tutoring");
    const client = showPage(<App />, "the-token");
    expect(client.startedReads.get("subjects")?.token).toBe("the-token");
  });

  test("reads the shell's start began before the first render are not started again by it; the sign-in check is taken over", () => {
    window.history.replaceState(null, "", "/tutoring/");
    const client = createApiClient({
      baseUrl: "http://127.0.0.1:9",
      tokens: memoryTokenStore("the-token"),
      onUnauthorized: () => {},
    });
    const services = { config: readShellConfig(), client };
    startFirstRead(client, "profile");
    startPageReads(services, window.location.pathname);
    const subjects = client.startedReads.get("subjects");
    expect(subjects?.token).toBe("the-token");
    expect(client.startedReads.has("profile")).toBe(true);

    render(
      <ShellRoot services={services}>
        <App />
      </ShellRoot>,
    );
    expect(client.startedReads.get("subjects")).toBe(subjects!);
    expect(client.startedReads.has("profile")).toBe(false);
  });

  test("nothing is read early for a signed-out visitor or on a route without a first read", () => {
    window.history.replaceState(null, "", "/tutoring");
    expect(showPage(<App />).startedReads.size).toBe(0);
    cleanup();
    window.history.replaceState(null, "", "/practice");
    expect(showPage(<App />, "the-token").startedReads.size).toBe(0);
  });
});
