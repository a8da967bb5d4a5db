import { useAuth } from "@bloom/client";
import { type MessageKey, ThemeToggle, useT } from "@bloom/ui";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useRouter } from "../router";
import { useAlertBadge } from "./alerts";

const NAV_ITEMS: { to: string; label: MessageKey }[] = [
  { to: "/", label: "shell.nav.home" },
  { to: "/dashboard", label: "shell.nav.dashboard" },
  { to: "/tutoring", label: "shell.nav.tutoring" },
  { to: "/practice", label: "shell.nav.practice" },
  { to: "/pricing", label: "shell.nav.pricing" },
];

/**
 * The page frame: top navigation (hidden on the landing page when signed out) and a slide-in
 * sidebar with a hamburger toggle, the logo link to / and, when signed in, Logout (spec §2).
 * Learning plans do not exist yet, so the navigation does not offer them. Signed in, the header
 * names the account, so a student sees who is signed in without opening the menu.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { status, user, signOut } = useAuth();
  const { path, navigate } = useRouter();
  const [open, setOpen] = useState(false);
  const signedIn = status === "signed-in";
  const alerts = useAlertBadge();
  const t = useT();
  // Signed in, / leads to /tutoring (spec §2), so Home is the landing page's own address; also while
  // a kept sign-in is being checked, so a click before the check ends does not land on /tutoring.
  const home =
    status !== "anonymous" ? NAV_ITEMS.map((item) => (item.to === "/" ? { ...item, to: "/home" } : item)) : NAV_ITEMS;
  const items = alerts ? [...home, { to: "/alerts", label: "shell.nav.alerts" as const }] : home;
  const hideNav = path === "/" && !signedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => {
    setOpen(false);
  }, [path]);

  async function logout() {
    await signOut();
    navigate("/login");
  }

  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        {t("shell.skip")}
      </a>
      {!hideNav && (
        <header className="shell-header">
          <button
            type="button"
            className="shell-hamburger"
            aria-label={t("shell.openMenu")}
            aria-expanded={open}
            aria-controls="shell-sidebar"
            onClick={() => setOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <Link to="/" className="shell-logo">
            Bloom
          </Link>
          <nav aria-label={t("shell.mainNav")} className="shell-topnav">
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={path === item.to ? "page" : undefined}>
                    {t(item.label)}
                    {item.to === "/alerts" && alerts && <AlertCount {...alerts} />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
          {signedIn && user && <AccountLink name={user.name} />}
        </header>
      )}
      <div
        className={`shell-sidebar-backdrop${open ? " is-open" : ""}`}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <aside
        id="shell-sidebar"
        className={`shell-sidebar${open ? " is-open" : ""}`}
        aria-label={t("shell.menu")}
        aria-hidden={!open}
        inert={!open}
      >
        <div className="shell-sidebar-head">
          <Link to="/" className="shell-logo">
            Bloom
          </Link>
          <button
            type="button"
            className="shell-close"
            aria-label={t("shell.closeMenu")}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <nav aria-label={t("shell.sidebarNav")}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>
                  {t(item.label)}
                  {item.to === "/alerts" && alerts && <AlertCount {...alerts} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {signedIn && (
          <Link to="/account" className="shell-account-link">
            {t("shell.account")}
          </Link>
        )}
        {signedIn && (
          <button type="button" className="bl-button bl-button--secondary shell-logout" onClick={logout}>
            {t("shell.logout")}
          </button>
        )}
      </aside>
      <main id="main" className="shell-main">
        {children}
      </main>
    </div>
  );
}

/**
 * The header's link to the account page: the initial in a circle and, where there is room, the
 * first name beside it; a screen reader hears "Signed in as" and the whole name at every width.
 */
function AccountLink({ name }: { name: string }) {
  const t = useT();
  const full = name.trim() || t("shell.accountFallback");
  const first = full.split(/\s+/)[0]!;
  return (
    <Link to="/account" className="shell-me">
      <span className="shell-me-initial" aria-hidden="true">
        {first.charAt(0).toUpperCase()}
      </span>
      <span className="bl-visually-hidden">{t("shell.signedInAs", { name: full })}</span>
      <span className="shell-me-name" aria-hidden="true">
        {first}
      </span>
    </Link>
  );
}

/** The badge beside "Alerts": how many are open, red when one is critical; nothing when none are. */
function AlertCount({ open, critical }: { open: number; critical: number }) {
  const t = useT();
  if (open === 0) return null;
  return (
    <span className={`shell-alert-count${critical > 0 ? " is-critical" : ""}`}>
      <span aria-hidden="true">{open}</span>
      <span className="bl-visually-hidden">{t("shell.alertCount", { open, critical })}</span>
    </span>
  );
}
