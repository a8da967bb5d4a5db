import { afterEach, describe, expect, mock, test } from "bun:test";
import { AuthProvider, createApiClient, memoryTokenStore } from "@bloom/client";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { WidgetName } from "./config";
import { readShellConfig } from "./config";
import { RouterProvider } from "./router";
import { ShellContext } from "./shell-context";

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

afterEach(cleanup);

function showWidget(name: WidgetName) {
  const client = createApiClient({ baseUrl: "http://localhost", tokens: memoryTokenStore(), onUnauthorized: () => {} });
  return render(
    <ShellContext.Provider value={{ config: readShellConfig(), client }}>
      <AuthProvider client={client}>
        <RouterProvider>
          <RemoteWidget name={name} />
        </RouterProvider>
      </AuthProvider>
    </ShellContext.Provider>,
  );
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
