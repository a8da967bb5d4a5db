import { describe, expect, jest, test } from "bun:test";
import { fireEvent, render, setUpDom } from "../test/dom";
import { Banner } from "./Banner";

setUpDom();

describe("Banner", () => {
  test("each variant has its class and says its tone without relying on colour", () => {
    for (const [variant, word] of [
      ["info", "Information"],
      ["success", "Success"],
      ["warning", "Warning"],
      ["error", "Error"],
    ] as const) {
      const { container, unmount } = render(<Banner variant={variant}>Text</Banner>);
      const banner = container.firstElementChild!;
      expect(banner.classList.contains(`bl-banner--${variant}`)).toBe(true);
      expect(banner.textContent).toContain(`${word}: Text`);
      unmount();
    }
  });

  test("errors are alerts, the rest polite status messages", () => {
    expect(render(<Banner variant="error">Failed to load subjects.</Banner>).getByRole("alert").textContent).toContain(
      "Failed to load subjects.",
    );
    expect(render(<Banner variant="success">Subscription active.</Banner>).getByRole("status").textContent).toContain(
      "Subscription active.",
    );
  });

  test("a title, and an action button that calls back", () => {
    const onClick = jest.fn();
    const { getByRole, getByText } = render(
      <Banner variant="error" title="Your free trial has expired." action={{ label: "Subscribe Now", onClick }}>
        Subscribe now to continue using all features.
      </Banner>,
    );
    expect(getByText("Your free trial has expired.").tagName).toBe("STRONG");
    fireEvent.click(getByRole("button", { name: "Subscribe Now" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
