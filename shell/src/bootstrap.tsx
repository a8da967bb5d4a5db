import { createApiClient, localTokenStore, startFirstRead } from "@bloom/client";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startPageReads } from "./App";
import { readShellConfig } from "./config";
import { rememberReturnTo } from "./guard";
import { ShellRoot } from "./ShellRoot";

const config = readShellConfig();
const client = createApiClient({
  baseUrl: config.apiBaseUrl,
  tokens: localTokenStore(),
  // Spec §4: any 401 clears the token and forces /login, remembering where the user was.
  onUnauthorized: () => {
    const here = window.location.pathname + window.location.search;
    if (!here.startsWith("/login")) rememberReturnTo(here);
    window.location.assign("/login");
  },
});

// The sign-in check and what the page shows first leave before React renders (ADR 0030): the
// first render and its effects cost a slow phone's CPU a few hundred milliseconds.
startFirstRead(client, "profile");
startPageReads({ config, client }, window.location.pathname);

const root = document.getElementById("root")!;
const renderShell = () =>
  createRoot(root).render(
    <StrictMode>
      <ShellRoot services={{ config, client }} />
    </StrictMode>,
  );

// The landing page the build wrote into the page (ADR 0025) is painted first, then rendered over.
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(renderShell));
else renderShell();
