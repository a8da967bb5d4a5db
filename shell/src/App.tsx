import { type ApiClient, type FirstRead, startFirstRead, useAuth } from "@bloom/client";
import type { Role } from "@bloom/domain";
import { type Locale, type MessageKey, useLocale } from "@bloom/ui";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import type { WidgetName } from "./config";
import { type RouteAccess, RouteGuard } from "./guard";
import { Layout } from "./layout/Layout";
import { PageLoading } from "./layout/PageLoading";
import { catalogueTitle, usePageTitle } from "./page-title";
import { INFO_PAGES, InfoPage } from "./pages/InfoPages";
import { LandingPage } from "./pages/Landing";
import { useRouter } from "./router";
import { type ShellServices, useShell } from "./shell-context";
import { ErrorBoundary, loadWidget, RemoteWidget } from "./widgets";

// The other pages are fetched when first visited, so the landing page's scripts carry only it.
const AlertSignInPage = lazy(() => import("./pages/AlertSignIn").then((pages) => ({ default: pages.AlertSignInPage })));
const AccountPage = lazy(() => import("./pages/Account").then((pages) => ({ default: pages.AccountPage })));
const CallbackPage = lazy(() => import("./pages/Callbacks").then((pages) => ({ default: pages.CallbackPage })));
const BirthYearPage = lazy(() => import("./pages/Consent").then((pages) => ({ default: pages.BirthYearPage })));
const ParentConsentPage = lazy(() => import("./pages/Consent").then((pages) => ({ default: pages.ParentConsentPage })));
const WaitingForParentPage = lazy(() =>
  import("./pages/Consent").then((pages) => ({ default: pages.WaitingForParentPage })),
);
const GuardianLinkPage = lazy(() => import("./pages/Guardian").then((pages) => ({ default: pages.GuardianLinkPage })));
const LoginPage = lazy(() => import("./pages/Login").then((pages) => ({ default: pages.LoginPage })));
const PricingPage = lazy(() => import("./pages/Pricing").then((pages) => ({ default: pages.PricingPage })));
const LearningPlansPage = lazy(() =>
  import("./pages/SimplePages").then((pages) => ({ default: pages.LearningPlansPage })),
);
const NotFoundPage = lazy(() => import("./pages/SimplePages").then((pages) => ({ default: pages.NotFoundPage })));
const SubscriptionSuccessPage = lazy(() =>
  import("./pages/SimplePages").then((pages) => ({ default: pages.SubscriptionSuccessPage })),
);
const UnauthorizedPage = lazy(() =>
  import("./pages/SimplePages").then((pages) => ({ default: pages.UnauthorizedPage })),
);

const LEARNERS: readonly Role[] = ["student", "teacher"];

interface RouteDefinition {
  render: () => ReactNode;
  /** The catalogue's key of the tab's title while the route shows ("Tutoring · Bloom"). */
  title: MessageKey;
  /** Present on protected routes: the guard's rules. */
  access?: RouteAccess;
  /** The widget the route shows, fetched while the guard still waits for the sign-in. */
  widget?: WidgetName;
  /** The widget's first read, started with the sign-in check for the widget to take over. */
  firstRead?: Exclude<FirstRead, "profile">;
}

/** The route table of spec §2, with each route's access rule. */
const ROUTES: Record<string, RouteDefinition> = {
  "/": { render: () => <LandingPage />, title: "title.landing" },
  "/login": { render: () => <LoginPage />, title: "title.signIn" },
  "/auth/callback": { render: () => <CallbackPage provider="school" />, title: "title.signingIn" },
  "/auth/google/callback": { render: () => <CallbackPage provider="google" />, title: "title.signingIn" },
  "/dashboard": {
    render: () => <RemoteWidget name="dashboard" />,
    title: "title.dashboard",
    access: {},
    widget: "dashboard",
  },
  /** Teachers' and admins' safety alerts: the dashboard opened on its student-safety part. */
  "/alerts": {
    render: () => <RemoteWidget name="dashboard" initial={{ view: "alerts" }} />,
    title: "title.alerts",
    access: {},
    widget: "dashboard",
  },
  "/tutoring": {
    render: () => <RemoteWidget name="tutor" />,
    title: "title.tutoring",
    access: { roles: LEARNERS, subscription: true },
    widget: "tutor",
    firstRead: "subjects",
  },
  // The gallery shows its offer to signed-out visitors (spec §2 Practice gallery); the flashcards view has its own address.
  "/practice": {
    render: () => <RemoteWidget name="flashcards" />,
    title: "title.practice",
    access: { roles: LEARNERS, subscription: true, openToSignedOut: true },
    widget: "flashcards",
  },
  "/practice/flashcards": {
    render: () => <RemoteWidget name="flashcards" initial={{ view: "flashcards" }} />,
    title: "title.flashcards",
    access: { roles: LEARNERS, subscription: true, openToSignedOut: true },
    widget: "flashcards",
  },
  /** The landing page for a signed-in user, from the menu (/ sends them to /tutoring, spec §2). */
  "/home": { render: () => <LandingPage showSignedIn />, title: "title.home" },
  "/learning-plans": {
    render: () => <LearningPlansPage />,
    title: "title.learningPlans",
    access: { roles: ["student", "teacher", "admin"] },
  },
  "/account": { render: () => <AccountPage />, title: "title.account", access: {} },
  "/account/age": { render: () => <BirthYearPage />, title: "title.age", access: {} },
  "/account/waiting": {
    render: () => <WaitingForParentPage />,
    title: "title.waiting",
    access: {},
  },
  "/pricing": { render: () => <PricingPage />, title: "title.pricing" },
  "/subscription-success": { render: () => <SubscriptionSuccessPage />, title: "title.subscription" },
  "/unauthorized": { render: () => <UnauthorizedPage />, title: "title.unauthorized" },
};

/** Routes with a parameter: an alert's page (the link in an alert email), a parent's consent page and a guardian's link. */
const PARAM_ROUTES: {
  pattern: RegExp;
  widget?: WidgetName;
  title: MessageKey;
  route: (param: string) => Omit<RouteDefinition, "widget" | "title">;
}[] = [
  {
    pattern: /^\/consent\/([^/]+)$/,
    title: "title.consent",
    route: (token) => ({ render: () => <ParentConsentPage token={token} /> }),
  },
  // Open to signed-out visitors: the page itself asks a guardian to sign in before confirming.
  {
    pattern: /^\/guardian\/([^/]+)$/,
    title: "title.guardian",
    route: (token) => ({ render: () => <GuardianLinkPage token={token} /> }),
  },
  // A signed-out visitor gets the alert's own sign-in page rather than /login (AlertRoute).
  {
    pattern: /^\/alerts\/([^/]+)$/,
    widget: "dashboard",
    title: "title.alert",
    route: (id) => ({ render: () => <AlertRoute id={id} /> }),
  },
];

/** An alert's page (the email's link): the alert for a signed-in adult, its own sign-in page for a signed-out visitor. */
function AlertRoute({ id }: { id: string }) {
  const { status } = useAuth();
  if (status === "loading") return <PageLoading />;
  if (status === "anonymous") return <AlertSignInPage alertId={id} />;
  return (
    <RouteGuard access={{}}>
      <RemoteWidget name="dashboard" initial={{ alert: id }} />
    </RouteGuard>
  );
}

function matchParamRoute(path: string): RouteDefinition | undefined {
  for (const { pattern, widget, title, route } of PARAM_ROUTES) {
    const match = pattern.exec(path);
    if (match) return { ...route(decodeURIComponent(match[1]!)), widget, title };
  }
  return undefined;
}

/** A path as a regular expression's source that matches it exactly. */
const escapePattern = (path: string) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

/**
 * The pages that show a widget, each as a pattern of its path (a regular expression's source) and
 * the widget: the build writes them into the page, so it can fetch the widget's remote before any
 * of the shell's scripts has run (scripts/prerender.ts).
 */
export function widgetPages(): [pattern: string, widget: WidgetName][] {
  const exact = Object.entries(ROUTES).map(([path, route]) => [escapePattern(path), route.widget] as const);
  const withParam = PARAM_ROUTES.map(({ pattern, widget }) => [pattern.source, widget] as const);
  return [...exact, ...withParam].flatMap(([pattern, widget]) =>
    widget ? [[pattern, widget] as [string, WidgetName]] : [],
  );
}

/**
 * Each page's title by the pattern of its path, as `widgetPages` gives them: the build writes them
 * into the page, so the tab shows the right title before any of the shell's scripts has run.
 */
export function pageTitles(locale: Locale = "en"): [pattern: string, title: string][] {
  return [
    ...Object.entries(ROUTES).map(([path, route]): [string, string] => [
      escapePattern(path),
      catalogueTitle(route.title, locale),
    ]),
    ...PARAM_ROUTES.map(({ pattern, title }): [string, string] => [pattern.source, catalogueTitle(title, locale)]),
    ...Object.entries(INFO_PAGES).map(([path, page]): [string, string] => [
      escapePattern(path),
      catalogueTitle(page.title, locale),
    ]),
  ];
}

/** The route at a path as the address bar has it (a trailing slash names the same page). */
function routeAt(path: string): { normalised: string; route: RouteDefinition | undefined } {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return { normalised, route: ROUTES[normalised] ?? matchParamRoute(normalised) };
}

/** The path each client last started a page's reads for. */
const startedPaths = new WeakMap<ApiClient, string>();

/**
 * Starts what a page shows first: its widget's remote and the widget's first read, fetched while
 * the guard still waits for the sign-in. The shell's start calls it for the address before the
 * first render (`bootstrap.tsx`), the app whenever the address changes; the same page twice in a
 * row starts nothing again.
 */
export function startPageReads({ config, client }: ShellServices, path: string): void {
  const { normalised, route } = routeAt(path);
  if (startedPaths.get(client) === normalised) return;
  startedPaths.set(client, normalised);
  // A failure here shows when the widget renders, through its own error boundary.
  if (route?.widget) loadWidget(config, route.widget).catch(() => undefined);
  if (route?.firstRead) startFirstRead(client, route.firstRead);
}

/** The page for the current path, inside the layout and the full-page fallback. */
export function App() {
  const { path } = useRouter();
  const { normalised, route } = routeAt(path);
  const { config, client } = useShell();
  useEffect(() => startPageReads({ config, client }, path), [config, client, path]);
  const locale = useLocale();
  const info = INFO_PAGES[normalised];
  usePageTitle(
    route
      ? catalogueTitle(route.title, locale)
      : info
        ? catalogueTitle(info.title, locale)
        : catalogueTitle("title.notFound", locale),
  );
  let page: ReactNode;
  if (route) page = route.access ? <RouteGuard access={route.access}>{route.render()}</RouteGuard> : route.render();
  else if (INFO_PAGES[normalised]) page = <InfoPage path={normalised} />;
  else page = <NotFoundPage />;
  return (
    <Layout>
      <ErrorBoundary key={normalised}>
        <Suspense fallback={<PageLoading />}>{page}</Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
