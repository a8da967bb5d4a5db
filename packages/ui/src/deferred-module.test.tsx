import { describe, expect, test } from "bun:test";
import { Component, type ReactNode } from "react";
import { act, render, setUpDom } from "../test/dom";
import { type DeferredModule, deferredModule, useDeferredModule } from "./deferred-module";

setUpDom();

/** The module's text, "not yet" before it arrives. */
function Show({ module, wanted = true }: { module: DeferredModule<string>; wanted?: boolean }) {
  return <p>{useDeferredModule(module, wanted) ?? "not yet"}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A fetch the test settles when it chooses, counting how often it was asked. */
function controlledFetch<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const fetch = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { fetch, calls };
}

describe("deferredModule", () => {
  test("fetches once however often it is asked, and keeps what arrived", async () => {
    const { fetch, calls } = controlledFetch<string>();
    const module = deferredModule(fetch);
    expect(module.arrived()).toBeNull();
    const first = module.load();
    const second = module.load();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve("the page");
    expect(await first).toBe("the page");
    expect(await second).toBe("the page");
    expect(module.arrived()).toBe("the page");
    await module.load();
    expect(calls).toHaveLength(1);
  });

  test("after a failed fetch, the next ask fetches again", async () => {
    const { fetch, calls } = controlledFetch<string>();
    const module = deferredModule(fetch);
    const failed = module.load();
    calls[0]!.reject(new Error("offline"));
    await expect(failed).rejects.toThrow("offline");
    expect(module.arrived()).toBeNull();
    const retried = module.load();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve("the page");
    expect(await retried).toBe("the page");
  });

  test("useDeferredModule fetches what is wanted, renders it once it arrives, and at once after that", async () => {
    const { fetch, calls } = controlledFetch<string>();
    const module = deferredModule(fetch);
    const view = render(<Show module={module} wanted={false} />);
    expect(view.getByText("not yet")).toBeTruthy();
    expect(calls).toHaveLength(0);
    view.rerender(<Show module={module} />);
    expect(calls).toHaveLength(1);
    await act(async () => {
      calls[0]!.resolve("arrived");
      await module.load();
    });
    expect(view.getByText("arrived")).toBeTruthy();
    view.unmount();
    expect(render(<Show module={module} />).getByText("arrived")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  test("what arrived by another way (a prefetch) is shown where it was not yet wanted", async () => {
    const { fetch, calls } = controlledFetch<string>();
    const module = deferredModule(fetch);
    const view = render(<Show module={module} wanted={false} />);
    expect(view.getByText("not yet")).toBeTruthy();
    await act(async () => {
      const loading = module.load();
      calls[0]!.resolve("prefetched");
      await loading;
    });
    expect(view.getByText("prefetched")).toBeTruthy();
  });

  test("a failed fetch is thrown while it is wanted, for the error boundary", async () => {
    const { fetch, calls } = controlledFetch<string>();
    const module = deferredModule(fetch);
    const logged = console.error;
    console.error = () => {};
    try {
      const view = render(
        <Boundary>
          <Show module={module} />
        </Boundary>,
      );
      await act(async () => {
        calls[0]!.reject(new Error("The page could not be fetched."));
        await module.load().catch(() => undefined);
      });
      expect(view.getByRole("alert").textContent).toBe("The page could not be fetched.");
    } finally {
      console.error = logged;
    }
  });
});
