import { scriptOrigin } from "@bloom/elements";
import defineDashboardElement from "./element";

// The one script a portal adds; then <bloom-dashboard token="…"></bloom-dashboard> on the page.
defineDashboardElement(scriptOrigin());
