/** The shell's own styles: page frame, navigation, and the pages it renders itself. */
export const shellStyles = `
html, body { margin: 0; }
body { min-height: 100vh; }
a { color: var(--bl-primary); }
.shell { min-height: 100vh; display: flex; flex-direction: column; }
.shell-skip { position: absolute; left: -999px; top: 0.5rem; background: var(--bl-bg); padding: 0.5rem 1rem; z-index: 2000; }
.shell-skip:focus { left: 0.5rem; }
.shell-header { display: flex; align-items: center; gap: 0.75rem; padding: 0.6rem 1rem; border-bottom: 1px solid var(--bl-border); background: var(--bl-bg); position: sticky; top: 0; z-index: 50; }
.shell-logo { font-weight: 800; font-size: 1.25rem; text-decoration: none; color: var(--bl-text); }
.shell-hamburger, .shell-close { width: 2.75rem; height: 2.75rem; border: 1px solid var(--bl-border); border-radius: var(--bl-radius); background: var(--bl-bg); color: var(--bl-text); font-size: 1.3rem; cursor: pointer; }
/* One row of links that never wraps under itself: where the header is short of room, the account's
   name gives way first (it ends in an ellipsis), and only then does the row scroll. */
.shell-topnav { flex: 1 1 auto; min-width: 0; overflow-x: auto; scrollbar-width: none; }
.shell-topnav ul { display: flex; gap: 0.125rem; list-style: none; margin: 0; padding: 0.15rem; flex-wrap: nowrap; }
.shell-topnav a { display: inline-block; white-space: nowrap; padding: 0.45rem 0.6rem; border-radius: var(--bl-radius); text-decoration: none; color: var(--bl-text); }
.shell-topnav a:hover { background: var(--bl-hover); }
.shell-topnav a[aria-current="page"] { background: var(--bl-selected); font-weight: 600; }
.shell-alert-count { display: inline-block; min-width: 1.4em; margin-left: 0.35rem; padding: 0 0.35rem; border-radius: 999px; background: var(--bl-warning-bg); color: var(--bl-text); font-size: 0.8rem; font-weight: 700; text-align: center; }
.shell-alert-count.is-critical { background: var(--bl-danger); color: var(--bl-danger-text); }
.shell-header > .bl-theme-toggle { flex: none; margin-left: auto; }
.shell-me { position: relative; flex: 0 100 auto; min-width: 3.25rem; display: flex; align-items: center; gap: 0.5rem; padding: 0.2rem 0.7rem 0.2rem 0.2rem; border: 1px solid var(--bl-border); border-radius: 999px; color: var(--bl-text); text-decoration: none; font-weight: 600; }
.shell-me:hover { background: var(--bl-hover); }
.shell-me-initial { flex: none; display: inline-grid; place-items: center; width: 2.1rem; height: 2.1rem; border-radius: 999px; background: var(--bl-primary); color: var(--bl-primary-text); font-weight: 700; }
.shell-me-name { min-width: 0; max-width: 11rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.shell-sidebar { position: fixed; top: 0; bottom: 0; left: 0; width: min(18rem, 85vw); background: var(--bl-bg); border-right: 1px solid var(--bl-border); padding: 1rem; transform: translateX(-105%); transition: transform 200ms ease-out; z-index: 200; display: flex; flex-direction: column; gap: 1rem; }
.shell-sidebar.is-open { transform: none; }
.shell-sidebar-head { display: flex; justify-content: space-between; align-items: center; }
.shell-sidebar ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.shell-sidebar a { display: block; padding: 0.6rem 0.7rem; border-radius: var(--bl-radius); text-decoration: none; color: var(--bl-text); }
.shell-sidebar a:hover { background: var(--bl-hover); }
.shell-sidebar-backdrop { display: none; }
.shell-sidebar-backdrop.is-open { display: block; position: fixed; inset: 0; background: rgb(0 0 0 / 0.35); z-index: 150; }
.shell-logout { margin-top: auto; }
.shell-account-link { margin-top: auto; padding: 0.5rem 0.25rem; color: var(--bl-primary); font-weight: 600; }
.shell-account-link + .shell-logout { margin-top: 0.5rem; }
.shell-form { display: flex; flex-direction: column; gap: 0.5rem; max-width: 32rem; }
.shell-form label { font-weight: 600; margin-top: 0.5rem; }
.shell-form .bl-input { width: 100%; box-sizing: border-box; }
.shell-note { color: var(--bl-muted); margin: 0; }
.shell-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.75rem; }
.shell-main { flex: 1; width: 100%; box-sizing: border-box; max-width: 80rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
.shell-center { display: grid; place-items: center; min-height: 40vh; }
.shell-fallback { max-width: 36rem; margin: 3rem auto; text-align: center; display: flex; flex-direction: column; align-items: center; gap: 0.75rem; }
.shell-page { max-width: 46rem; margin: 1rem auto; }
.shell-links { display: flex; flex-direction: column; gap: 0.5rem; }
.shell-login { max-width: 26rem; margin: 2rem auto; display: flex; flex-direction: column; gap: 0.9rem; text-align: center; }
.shell-login h1 { margin-bottom: 0; }
.shell-login > p { margin-top: 0; color: var(--bl-muted); }
.shell-login-button { width: 100%; }
.shell-divider { display: flex; align-items: center; gap: 0.75rem; color: var(--bl-muted); font-size: 0.9rem; }
.shell-divider::before, .shell-divider::after { content: ""; flex: 1; border-top: 1px solid var(--bl-border); }
.shell-demo { display: flex; flex-direction: column; gap: 0.25rem; border-top: 1px solid var(--bl-border); padding-top: 0.75rem; }
.landing { margin: -1.25rem -1rem 0; }
.landing-nav { display: flex; align-items: center; justify-content: space-between; padding: 1rem; gap: 1rem; flex-wrap: wrap; }
.landing-nav-links { display: flex; align-items: center; gap: 1rem; }
.landing-hero { text-align: center; padding: 3rem 1rem 2rem; display: flex; flex-direction: column; align-items: center; gap: 1rem; background: linear-gradient(180deg, var(--bl-selected), var(--bl-bg)); }
.landing-hero h1 { font-size: clamp(2rem, 5vw, 3.2rem); margin: 0; max-width: 22ch; }
.landing-lead { font-size: 1.15rem; color: var(--bl-muted); max-width: 40rem; margin: 0; }
.landing-note { color: var(--bl-muted); margin: 0; }
.landing-section { padding: 2rem 1rem; max-width: 72rem; margin: 0 auto; }
.landing-section h2 { text-align: center; font-size: 1.8rem; }
.landing-steps, .landing-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); }
.landing-grid--three { grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); }
.landing-card { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1.25rem; }
.landing-card h3 { margin: 0.25rem 0 0.5rem; }
.landing-card p { margin: 0; color: var(--bl-muted); }
.landing-step-number { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: 999px; background: var(--bl-primary); color: var(--bl-primary-text); font-weight: 700; }
.landing-footer { border-top: 1px solid var(--bl-border); padding: 2rem 1rem; text-align: center; color: var(--bl-muted); }
.landing-footer ul { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem 1.25rem; }
.pricing { max-width: 72rem; margin: 0 auto; display: flex; flex-direction: column; gap: 1rem; }
.pricing h1 { text-align: center; }
.pricing-plans { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); }
.pricing-card { position: relative; background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1.25rem; display: flex; flex-direction: column; gap: 0.6rem; }
.pricing-card h2 { margin: 0; }
.pricing-card > :last-child { margin-top: auto; }
.pricing-card--featured { border: 2px solid var(--bl-primary); }
.pricing-badge { position: absolute; top: -0.8rem; right: 1rem; margin: 0; background: var(--bl-primary); color: var(--bl-primary-text); padding: 0.1rem 0.6rem; border-radius: 999px; font-size: 0.8rem; font-weight: 700; }
.pricing-price { font-size: 2rem; font-weight: 800; margin: 0; }
.pricing-price span { font-size: 1rem; font-weight: 500; color: var(--bl-muted); }
.pricing-error { color: var(--bl-danger); min-height: 1.5rem; text-align: center; margin: 0; }
.pricing-guarantee { text-align: center; color: var(--bl-muted); }
.pricing-faq details { border-bottom: 1px solid var(--bl-border); padding: 0.75rem 0; }
.pricing-faq summary { cursor: pointer; font-weight: 600; }
@media (max-width: 1023.98px) {
  .shell-header { gap: 0.5rem; }
  .shell-topnav a { padding: 0.45rem 0.5rem; }
}
/* Below a tablet's width the menu holds the navigation, and the account shows as its initial. */
@media (max-width: 767.98px) {
  .shell-topnav { display: none; }
  .shell-me { padding: 0.2rem; min-width: 0; }
  .shell-me-name { display: none; }
}
@media (max-width: 639.98px) {
  .shell-main { padding: 1rem 0.75rem 2rem; }
  .landing { margin: -1rem -0.75rem 0; }
}
`;
