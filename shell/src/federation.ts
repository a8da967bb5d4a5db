import { createInstance } from "@module-federation/enhanced/runtime";
import injectExternalRuntimeCore from "@module-federation/inject-external-runtime-core-plugin";
import * as ReactQuery from "@tanstack/react-query";
import * as React from "react";
import * as JsxRuntime from "react/jsx-runtime";
import * as ReactDom from "react-dom";
import * as ReactDomClient from "react-dom/client";
import shellPackage from "../package.json";
import type { ShellConfig, WidgetName } from "./config";

const REACT = { singleton: true, requiredVersion: "^19.0.0" };

/**
 * The one federation runtime of the page, made the first time a widget is wanted (ADR 0025): the
 * shell's own React, react-dom and TanStack Query are what every remote gets (one React, or hooks
 * fail), and the runtime's core is handed to the remotes, which are built without one.
 */
export function createWidgetFederation(config: ShellConfig) {
  return createInstance({
    name: "shell",
    remotes: (Object.keys(config.remotes) as WidgetName[]).map((name) => ({ name, entry: config.remotes[name] })),
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: REACT },
      "react/jsx-runtime": { version: React.version, lib: () => JsxRuntime, shareConfig: REACT },
      "react-dom": { version: ReactDom.version, lib: () => ReactDom, shareConfig: REACT },
      "react-dom/client": { version: ReactDom.version, lib: () => ReactDomClient, shareConfig: REACT },
      "@tanstack/react-query": {
        version: shellPackage.dependencies["@tanstack/react-query"],
        lib: () => ReactQuery,
        shareConfig: { singleton: true, requiredVersion: "^5.0.0" },
      },
    },
    plugins: [injectExternalRuntimeCore()],
  });
}
