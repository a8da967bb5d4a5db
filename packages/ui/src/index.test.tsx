import { describe, expect, test } from "bun:test";
import { render, setUpDom } from "../test/dom";
import * as ui from "./index";

setUpDom();

describe("@bloom/ui", () => {
  test("exports the components, the theme and the styles", () => {
    for (const name of [
      "Banner",
      "Button",
      "Celebration",
      "Dialog",
      "DialogContainerProvider",
      "Markdown",
      "ProgressBar",
      "Spinner",
      "StepIndicator",
      "ThemeToggle",
      "useTheme",
      "applyTheme",
      "readStoredTheme",
      "isAllowedLink",
      "progressFrames",
    ] as const) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks the package's public names.
      expect(typeof ui[name]).toBe("function");
    }
    expect(typeof ui.uiStyles).toBe("string");
  });

  test("renders without putting anything in document.head or outside its own container", () => {
    const headBefore = document.head.innerHTML;
    const { container } = render(
      <div>
        <ui.ThemeToggle />
        <ui.Banner variant="info">Hello</ui.Banner>
        <ui.Button>Go</ui.Button>
        <ui.Spinner />
        <ui.ProgressBar value={50} />
        <ui.StepIndicator step="EXTENSION" />
        <ui.Markdown>{"**hi**"}</ui.Markdown>
        <ui.Celebration type="mastery" />
        <ui.Dialog open onClose={() => undefined} title="Hi">
          <p>x</p>
        </ui.Dialog>
      </div>,
    );
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect([...document.body.children]).toEqual([container]);
  });
});
