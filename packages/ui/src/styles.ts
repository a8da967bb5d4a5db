/**
 * The design system's CSS, one string: consumers put it in a <style> in their own root (the
 * shell's document, or a widget's shadow root). The theme is CSS custom properties: light on
 * :root / :host / .light, dark on .dark / :host(.dark). Colours meet WCAG AA contrast in both.
 */
export const uiStyles = `
:root, :host, .light {
  --bl-bg: #ffffff;
  --bl-surface: #f6f7fb;
  --bl-text: #1b1f2a;
  --bl-muted: #4d5566;
  --bl-border: #d4d8e2;
  --bl-primary: #2f4fd8;
  --bl-primary-hover: #2440b8;
  --bl-primary-text: #ffffff;
  --bl-success: #167a3e;
  --bl-success-bg: #e6f5ec;
  --bl-warning: #8a5300;
  --bl-warning-bg: #fff4e0;
  --bl-danger: #b42318;
  --bl-danger-bg: #fdecea;
  --bl-info: #1d4ed8;
  --bl-info-bg: #e8efff;
  --bl-selected: #e9edff;
  --bl-hover: #eef0f6;
  --bl-focus: #2f4fd8;
  --bl-upcoming: #9aa1b1;
  --bl-radius: 10px;
  --bl-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color-scheme: light;
}
.dark, :host(.dark) {
  --bl-bg: #11141c;
  --bl-surface: #1a1f2b;
  --bl-text: #eef1f7;
  --bl-muted: #b3bacb;
  --bl-border: #343b4d;
  --bl-primary: #8ea6ff;
  --bl-primary-hover: #a9bbff;
  --bl-primary-text: #0b1020;
  --bl-success: #5fd38d;
  --bl-success-bg: #173224;
  --bl-warning: #ffc46b;
  --bl-warning-bg: #3a2b12;
  --bl-danger: #ff8a80;
  --bl-danger-bg: #3d1a18;
  --bl-info: #9db7ff;
  --bl-info-bg: #1b2747;
  --bl-selected: #25305a;
  --bl-hover: #232a3a;
  --bl-focus: #8ea6ff;
  --bl-upcoming: #6b7387;
  color-scheme: dark;
}
.bl-root, body { font-family: var(--bl-font); color: var(--bl-text); background: var(--bl-bg); line-height: 1.5; }
.bl-root *, .bl-root *::before, .bl-root *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid var(--bl-focus); outline-offset: 2px; }
.bl-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.bl-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem; min-height: 2.5rem; padding: 0.5rem 1rem; border-radius: var(--bl-radius); border: 1px solid transparent; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; background: var(--bl-primary); color: var(--bl-primary-text); }
.bl-button:hover:not(:disabled) { background: var(--bl-primary-hover); }
.bl-button:disabled { opacity: 0.55; cursor: not-allowed; }
.bl-button--secondary { background: var(--bl-bg); color: var(--bl-text); border-color: var(--bl-border); }
.bl-button--secondary:hover:not(:disabled) { background: var(--bl-hover); }
.bl-button--ghost { background: transparent; color: var(--bl-primary); }
.bl-button--ghost:hover:not(:disabled) { background: var(--bl-hover); }
.bl-button--danger { background: var(--bl-danger); color: #fff; }
.bl-button--small { min-height: 2rem; padding: 0.25rem 0.65rem; font-size: 0.875rem; }
.bl-button--large { min-height: 3rem; padding: 0.75rem 1.5rem; font-size: 1.05rem; }
.bl-input { width: 100%; min-height: 2.5rem; padding: 0.5rem 0.65rem; font: inherit; color: var(--bl-text); background: var(--bl-bg); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); }
.bl-theme-toggle { width: 2.5rem; height: 2.5rem; border-radius: 999px; border: 1px solid var(--bl-border); background: var(--bl-bg); color: var(--bl-text); font-size: 1.1rem; cursor: pointer; }

.bl-progress { width: 100%; background: var(--bl-border); border-radius: 999px; overflow: hidden; }
.bl-progress-fill { height: 100%; background: var(--bl-primary); border-radius: inherit; transition: width 500ms ease-out; }

.bl-steps { max-width: 48rem; width: 100%; }
.bl-steps ol { display: flex; list-style: none; margin: 0; padding: 0; }
.bl-step { position: relative; flex: 1; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 0.3rem; font-size: 0.8rem; color: var(--bl-upcoming); }
.bl-step-number { position: relative; z-index: 1; width: 2rem; height: 2rem; border-radius: 999px; display: grid; place-items: center; font-weight: 700; border: 2px solid currentColor; background: var(--bl-bg); }
.bl-step.is-done { color: var(--bl-success); }
.bl-step.is-done .bl-step-number { background: var(--bl-success); border-color: var(--bl-success); color: var(--bl-bg); }
.bl-step.is-active { color: var(--bl-primary); font-weight: 700; }
.bl-step.is-active .bl-step-number { box-shadow: 0 0 0 4px var(--bl-selected); }
.bl-step-label { color: var(--bl-muted); }
.bl-step.is-done .bl-step-label, .bl-step.is-active .bl-step-label { color: var(--bl-text); }
.bl-step-connector { position: absolute; top: 1rem; left: calc(50% + 1rem); right: calc(-50% + 1rem); height: 2px; background: var(--bl-border); }
.bl-step-connector.is-done { background: var(--bl-success); }

.bl-banner { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; padding: 0.75rem 1rem; border-radius: var(--bl-radius); border: 1px solid; flex-wrap: wrap; }
.bl-banner-title { display: block; }
.bl-banner--info { background: var(--bl-info-bg); border-color: var(--bl-info); color: var(--bl-text); }
.bl-banner--success { background: var(--bl-success-bg); border-color: var(--bl-success); color: var(--bl-text); }
.bl-banner--warning { background: var(--bl-warning-bg); border-color: var(--bl-warning); color: var(--bl-text); }
.bl-banner--error { background: var(--bl-danger-bg); border-color: var(--bl-danger); color: var(--bl-text); }

.bl-dialog-backdrop { position: fixed; inset: 0; z-index: 1000; background: rgb(10 12 20 / 0.55); display: grid; place-items: center; padding: 1rem; }
.bl-dialog { width: min(32rem, 100%); max-height: calc(100vh - 2rem); overflow: auto; background: var(--bl-bg); color: var(--bl-text); border-radius: calc(var(--bl-radius) * 1.4); box-shadow: 0 20px 60px rgb(0 0 0 / 0.3); padding: 1.25rem; }
.bl-dialog--wide { width: min(48rem, 100%); }
.bl-dialog-head { display: flex; justify-content: space-between; align-items: center; gap: 1rem; margin-bottom: 0.75rem; }
.bl-dialog-head h2 { margin: 0; font-size: 1.25rem; }
.bl-dialog-close { background: none; border: 0; font-size: 1.6rem; line-height: 1; color: var(--bl-muted); cursor: pointer; width: 2.5rem; height: 2.5rem; border-radius: 999px; }
.bl-dialog-close:hover { background: var(--bl-hover); }

.bl-spinner { display: inline-flex; align-items: center; justify-content: center; padding: 0.5rem; }
.bl-spinner-circle { width: 1.75rem; height: 1.75rem; border-radius: 999px; border: 3px solid var(--bl-border); border-top-color: var(--bl-primary); animation: bl-spin 0.8s linear infinite; }
@keyframes bl-spin { to { transform: rotate(360deg); } }

.bl-markdown > :first-child { margin-top: 0.25rem; }
.bl-markdown > :last-child { margin-bottom: 0; }
.bl-markdown p { margin: 0.4rem 0; }
.bl-markdown pre { overflow-x: auto; background: var(--bl-surface); padding: 0.5rem; border-radius: 6px; }
.bl-markdown code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
.bl-markdown a { color: var(--bl-primary); }
.bl-inert-link { text-decoration: underline dotted; }

.bl-celebration { position: fixed; inset: 0; z-index: 1100; pointer-events: none; display: grid; place-items: center; overflow: hidden; }
.bl-celebration-card { background: var(--bl-bg); color: var(--bl-text); border: 2px solid var(--bl-success); border-radius: calc(var(--bl-radius) * 1.5); padding: 1.25rem 1.75rem; text-align: center; box-shadow: 0 20px 60px rgb(0 0 0 / 0.25); }
.bl-celebration-card p { margin: 0.25rem 0; }
.bl-celebration-title { font-size: 1.5rem; font-weight: 800; color: var(--bl-success); }
.bl-confetti { position: absolute; inset: 0; }
.bl-confetti-piece { position: absolute; top: -1rem; width: 0.6rem; height: 1rem; border-radius: 2px; animation-name: bl-fall; animation-timing-function: ease-in; animation-fill-mode: forwards; }
@keyframes bl-fall { to { top: 105%; opacity: 0.6; } }

@media (max-width: 479.98px) {
  .bl-step { font-size: 0.68rem; }
  .bl-step-label { overflow-wrap: anywhere; hyphens: auto; }
  .bl-step-number { width: 1.75rem; height: 1.75rem; }
  .bl-step-connector { top: 0.875rem; left: calc(50% + 0.875rem); right: calc(-50% + 0.875rem); }
}
@media (prefers-reduced-motion: reduce) {
  .bl-progress-fill { transition: none; }
  .bl-spinner-circle { animation-duration: 2.4s; }
  .bl-confetti { display: none; }
}
`;
