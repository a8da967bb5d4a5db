import { defineWidgetElement, scriptOrigin } from "@bloom/elements";
import DashboardWidget from "./Widget";

/** `<bloom-dashboard>`: the dashboard as a custom element, for portals and LMS frames. */
export default function defineDashboardElement(apiBase = scriptOrigin()): void {
  defineWidgetElement("bloom-dashboard", DashboardWidget, apiBase);
}
