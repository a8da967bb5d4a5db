import type { Role } from "@bloom/domain";
import type { ReactNode } from "react";
import { type RouteAccess, RouteGuard } from "./guard";
import { Layout } from "./layout/Layout";
import { AccountPage } from "./pages/Account";
import { CallbackPage } from "./pages/Callbacks";
import { BirthYearPage, ParentConsentPage, WaitingForParentPage } from "./pages/Consent";
import { INFO_PAGES, InfoPage } from "./pages/InfoPages";
import { LandingPage } from "./pages/Landing";
import { LoginPage } from "./pages/Login";
import { PricingPage } from "./pages/Pricing";
import { LearningPlansPage, NotFoundPage, SubscriptionSuccessPage, UnauthorizedPage } from "./pages/SimplePages";
import { useRouter } from "./router";
import { ErrorBoundary, RemoteWidget } from "./widgets";

const LEARNERS: readonly Role[] = ["student", "teacher"];

interface RouteDefinition {
  render: () => ReactNode;
  /** Present on protected routes: the guard's rules. */
  access?: RouteAccess;
}

/** The route table of spec §2, with each route's access rule. */
const ROUTES: Record<string, RouteDefinition> = {
  "/": { render: () => <LandingPage /> },
  "/login": { render: () => <LoginPage /> },
  "/auth/callback": { render: () => <CallbackPage provider="school" /> },
  "/auth/google/callback": { render: () => <CallbackPage provider="google" /> },
  "/dashboard": { render: () => <RemoteWidget name="dashboard" />, access: {} },
  /** Teachers' and admins' safety alerts: the dashboard opened on its student-safety part. */
  "/alerts": { render: () => <RemoteWidget name="dashboard" initial={{ view: "alerts" }} />, access: {} },
  "/tutoring": { render: () => <RemoteWidget name="tutor" />, access: { roles: LEARNERS, subscription: true } },
  // The gallery shows its offer to signed-out visitors (spec §2 Practice gallery); the flashcards view has its own address.
  "/practice": {
    render: () => <RemoteWidget name="flashcards" />,
    access: { roles: LEARNERS, subscription: true, openToSignedOut: true },
  },
  "/practice/flashcards": {
    render: () => <RemoteWidget name="flashcards" initial={{ view: "flashcards" }} />,
    access: { roles: LEARNERS, subscription: true, openToSignedOut: true },
  },
  /** The landing page for a signed-in user, from the menu (/ sends them to /tutoring, spec §2). */
  "/home": { render: () => <LandingPage showSignedIn /> },
  "/learning-plans": { render: () => <LearningPlansPage />, access: { roles: ["student", "teacher", "admin"] } },
  "/account": { render: () => <AccountPage />, access: {} },
  "/account/age": { render: () => <BirthYearPage />, access: {} },
  "/account/waiting": { render: () => <WaitingForParentPage />, access: {} },
  "/pricing": { render: () => <PricingPage /> },
  "/subscription-success": { render: () => <SubscriptionSuccessPage /> },
  "/unauthorized": { render: () => <UnauthorizedPage /> },
};

/** Routes with a parameter: an alert's page (the link in an alert email) and a parent's consent page. */
function matchParamRoute(path: string): RouteDefinition | undefined {
  const consent = /^\/consent\/([^/]+)$/.exec(path);
  if (consent) {
    const token = decodeURIComponent(consent[1]!);
    return { render: () => <ParentConsentPage token={token} /> };
  }
  const alert = /^\/alerts\/([^/]+)$/.exec(path);
  if (alert) {
    const id = decodeURIComponent(alert[1]!);
    return { render: () => <RemoteWidget name="dashboard" initial={{ alert: id }} />, access: {} };
  }
  return undefined;
}

/** The page for the current path, inside the layout and the full-page fallback. */
export function App() {
  const { path } = useRouter();
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const route = ROUTES[normalised] ?? matchParamRoute(normalised);
  let page: ReactNode;
  if (route) page = route.access ? <RouteGuard access={route.access}>{route.render()}</RouteGuard> : route.render();
  else if (INFO_PAGES[normalised]) page = <InfoPage path={normalised} />;
  else page = <NotFoundPage />;
  return (
    <Layout>
      <ErrorBoundary key={normalised}>{page}</ErrorBoundary>
    </Layout>
  );
}
