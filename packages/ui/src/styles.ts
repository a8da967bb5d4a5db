import { darkTokens, lightTokens, tokenDeclarations } from "./tokens";

/*
 * Plain CSS, every class prefixed `bl-`. Rules that style elements outside the components use
 * :where() so that they weigh nothing and a consumer's own CSS always wins.
 */

const themes = `
:root, :host, .light {
${tokenDeclarations(lightTokens)}
  color-scheme: light;
}
.dark, :host(.dark) {
${tokenDeclarations(darkTokens)}
  color-scheme: dark;
}
`;

const base = `
:where(body, .bl-root) { font-family: var(--bl-font); color: var(--bl-text); background: var(--bl-bg); line-height: 1.5; -webkit-text-size-adjust: 100%; }
:where(.bl-root) *, :where(.bl-root) *::before, :where(.bl-root) *::after { box-sizing: border-box; }
:where(:focus-visible) { outline: 3px solid var(--bl-focus); outline-offset: 2px; }
.bl-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
`;

const controls = `
.bl-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: var(--bl-radius); border: 1px solid transparent; font: inherit; font-weight: 600; line-height: 1.2; cursor: pointer; text-decoration: none; text-align: center; background: var(--bl-primary); color: var(--bl-primary-text); touch-action: manipulation; }
.bl-button:hover:not(:disabled) { background: var(--bl-primary-hover); }
.bl-button:disabled { opacity: 0.55; cursor: not-allowed; }
.bl-button--secondary { background: var(--bl-bg); color: var(--bl-text); border-color: var(--bl-border-strong); }
.bl-button--secondary:hover:not(:disabled) { background: var(--bl-hover); }
.bl-button--ghost { background: transparent; color: var(--bl-primary); }
.bl-button--ghost:hover:not(:disabled) { background: var(--bl-hover); }
.bl-button--danger { background: var(--bl-danger); color: var(--bl-danger-text); }
.bl-button--danger:hover:not(:disabled) { background: var(--bl-danger); filter: brightness(0.92); }
.bl-button--small { min-height: 2.25rem; padding: 0.25rem 0.65rem; font-size: 0.875rem; }
.bl-button--large { min-height: 3rem; padding: 0.75rem 1.5rem; font-size: 1.05rem; }
.bl-button--block { display: flex; width: 100%; }
.bl-input { width: 100%; min-height: 2.75rem; padding: 0.5rem 0.65rem; font: inherit; color: var(--bl-text); background: var(--bl-bg); border: 1px solid var(--bl-border-strong); border-radius: var(--bl-radius); }
.bl-input:disabled { opacity: 0.6; cursor: not-allowed; }
.bl-theme-toggle { display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 999px; border: 1px solid var(--bl-border-strong); background: var(--bl-bg); color: var(--bl-text); font-size: 1.1rem; cursor: pointer; }
.bl-theme-toggle:hover { background: var(--bl-hover); }
.bl-spinner { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; padding: 0.5rem; }
.bl-spinner-circle { width: 1.75rem; height: 1.75rem; border-radius: 999px; border: 3px solid var(--bl-border); border-top-color: var(--bl-primary); animation: bl-spin 0.8s linear infinite; }
.bl-spinner--small .bl-spinner-circle { width: 1.1rem; height: 1.1rem; border-width: 2px; }
@keyframes bl-spin { to { transform: rotate(360deg); } }
`;

const progress = `
.bl-progress { width: 100%; background: var(--bl-border); border-radius: 999px; overflow: hidden; }
.bl-progress-fill { height: 100%; background: var(--bl-primary); border-radius: inherit; transition: width 500ms ease-out; }
.bl-steps { max-width: 48rem; width: 100%; margin-inline: auto; container-type: inline-size; }
.bl-steps ol { display: flex; list-style: none; margin: 0; padding: 0; }
.bl-step { position: relative; flex: 1 1 0; min-width: 0; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 0.3rem; font-size: 0.8rem; }
.bl-step-number { position: relative; z-index: 1; width: 2rem; height: 2rem; border-radius: 999px; display: grid; place-items: center; font-weight: 700; border: 2px solid var(--bl-upcoming); background: var(--bl-bg); color: var(--bl-muted); }
.bl-step-label { color: var(--bl-muted); overflow-wrap: normal; word-break: normal; }
.bl-steps-caption { display: none; margin: 0.5rem 0 0; text-align: center; font-size: 0.85rem; font-weight: 600; }
.bl-step--done .bl-step-number { background: var(--bl-success); border-color: var(--bl-success); color: var(--bl-success-text); }
.bl-step--done .bl-step-label { color: var(--bl-text); }
.bl-step--current .bl-step-number { border-color: var(--bl-primary); background: var(--bl-primary); color: var(--bl-primary-text); box-shadow: 0 0 0 4px var(--bl-selected); }
.bl-step--current .bl-step-label { color: var(--bl-text); font-weight: 700; }
.bl-step-connector { position: absolute; top: calc(1rem - 1px); left: calc(50% + 1.25rem); right: calc(-50% + 1.25rem); height: 2px; background: var(--bl-border); }
.bl-step-connector--done { background: var(--bl-success); }
`;

const feedback = `
.bl-banner { display: flex; align-items: flex-start; gap: 0.75rem; padding: 0.75rem 1rem; border-radius: var(--bl-radius); border: 1px solid; border-left-width: 4px; color: var(--bl-text); flex-wrap: wrap; }
.bl-banner-icon { flex: none; font-weight: 800; line-height: 1.5; }
.bl-banner-text { flex: 1 1 12rem; min-width: 0; }
.bl-banner-title { display: block; }
.bl-banner-action { flex: none; align-self: center; }
.bl-banner--info { background: var(--bl-info-bg); border-color: var(--bl-info); }
.bl-banner--info .bl-banner-icon { color: var(--bl-info); }
.bl-banner--success { background: var(--bl-success-bg); border-color: var(--bl-success); }
.bl-banner--success .bl-banner-icon { color: var(--bl-success); }
.bl-banner--warning { background: var(--bl-warning-bg); border-color: var(--bl-warning); }
.bl-banner--warning .bl-banner-icon { color: var(--bl-warning); }
.bl-banner--error { background: var(--bl-danger-bg); border-color: var(--bl-danger); }
.bl-banner--error .bl-banner-icon { color: var(--bl-danger); }
.bl-celebration { position: fixed; inset: 0; z-index: 1100; pointer-events: none; display: grid; place-items: start end; overflow: hidden; padding: 1rem; }
.bl-celebration-card { position: relative; max-width: min(20rem, 100%); background: var(--bl-bg); color: var(--bl-text); border: 2px solid var(--bl-success); border-radius: calc(var(--bl-radius) * 1.5); padding: 1.25rem 1.75rem; text-align: center; box-shadow: var(--bl-shadow); }
.bl-celebration-card p { margin: 0.25rem 0; }
.bl-celebration-title { font-size: 1.5rem; font-weight: 800; color: var(--bl-success); }
.bl-confetti { position: absolute; inset: 0; }
.bl-confetti-piece { position: absolute; top: 0; width: 0.6rem; height: 1rem; border-radius: 2px; transform: translate3d(0, -2rem, 0); animation: bl-fall var(--bl-duration, 2s) ease-in var(--bl-delay, 0s) both; }
@keyframes bl-fall {
  from { transform: translate3d(0, -2rem, 0) rotate(0deg); opacity: 1; }
  to { transform: translate3d(var(--bl-drift, 0), 105vh, 0) rotate(var(--bl-spin, 360deg)); opacity: 0.7; }
}
`;

const dialog = `
.bl-dialog-backdrop { position: fixed; inset: 0; z-index: 1000; background: var(--bl-backdrop); display: grid; place-items: center; padding: 1rem; overflow-y: auto; }
.bl-dialog { position: relative; width: min(32rem, 100%); max-height: calc(100vh - 2rem); max-height: calc(100dvh - 2rem); overflow: auto; overscroll-behavior: contain; background: var(--bl-bg); color: var(--bl-text); border: 1px solid var(--bl-border); border-radius: calc(var(--bl-radius) * 1.4); box-shadow: var(--bl-shadow); padding: 1.25rem; }
.bl-dialog:focus { outline: none; }
.bl-dialog, .bl-dialog *, .bl-input { box-sizing: border-box; }
.bl-dialog-actions { position: sticky; bottom: -1.25rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.75rem -1.25rem -1.25rem; padding: 0.75rem 1.25rem; background: var(--bl-bg); border-top: 1px solid var(--bl-border); }
.bl-dialog--wide { width: min(48rem, 100%); }
.bl-dialog-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem; margin-bottom: 0.75rem; }
.bl-dialog-head h2 { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.bl-dialog-description { margin: 0 0 0.75rem; color: var(--bl-muted); }
.bl-dialog-close { flex: none; display: grid; place-items: center; background: none; border: 0; font-size: 1.6rem; line-height: 1; color: var(--bl-muted); cursor: pointer; width: 2.75rem; height: 2.75rem; margin: -0.5rem -0.5rem 0 0; border-radius: 999px; }
.bl-dialog-close:hover { background: var(--bl-hover); color: var(--bl-text); }
`;

const markdown = `
.bl-markdown { overflow-wrap: anywhere; }
.bl-markdown > :first-child { margin-top: 0; }
.bl-markdown > :last-child { margin-bottom: 0; }
.bl-markdown p, .bl-markdown ul, .bl-markdown ol, .bl-markdown blockquote, .bl-markdown pre { margin: 0.5rem 0; }
.bl-markdown h1, .bl-markdown h2, .bl-markdown h3, .bl-markdown h4, .bl-markdown h5, .bl-markdown h6 { margin: 0.75rem 0 0.4rem; line-height: 1.3; }
.bl-markdown h1 { font-size: 1.35rem; }
.bl-markdown h2 { font-size: 1.2rem; }
.bl-markdown h3 { font-size: 1.075rem; }
.bl-markdown h4, .bl-markdown h5, .bl-markdown h6 { font-size: 1rem; }
.bl-markdown ul, .bl-markdown ol { padding-left: 1.4rem; }
.bl-markdown blockquote { padding-left: 0.75rem; border-left: 3px solid var(--bl-border-strong); color: var(--bl-muted); }
.bl-markdown code { font-family: var(--bl-font-mono); font-size: 0.9em; background: var(--bl-surface); padding: 0.1em 0.3em; border-radius: 4px; }
.bl-markdown pre { overflow-x: auto; background: var(--bl-surface); padding: 0.6rem 0.75rem; border-radius: 6px; border: 1px solid var(--bl-border); }
.bl-markdown pre code { background: none; padding: 0; }
.bl-markdown a { color: var(--bl-primary); text-decoration: underline; text-underline-offset: 2px; }
.bl-markdown hr { border: 0; border-top: 1px solid var(--bl-border); margin: 1rem 0; }
.bl-inert-link { text-decoration: underline dotted; text-underline-offset: 2px; }
`;

const responsive = `
@media (max-width: 639.98px) {
  .bl-dialog-backdrop { padding: 0.5rem; }
  .bl-dialog { padding: 1rem; }
  .bl-dialog-actions { bottom: -1rem; margin: 0.75rem -1rem -1rem; padding: 0.75rem 1rem; }
  .bl-step { font-size: 0.7rem; }
  .bl-step-number { width: 1.75rem; height: 1.75rem; }
  .bl-step-connector { top: calc(0.875rem - 1px); left: calc(50% + 1.1rem); right: calc(-50% + 1.1rem); }
}
/* Where the steps have less room than their six labels need (a phone, or a narrow column), the
   labels are for screen readers only and a caption names the current step. */
@container (max-width: 36rem) {
  .bl-step-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .bl-steps-caption { display: block; }
}
@media (prefers-reduced-motion: reduce) {
  .bl-progress-fill { transition: none; }
  .bl-spinner-circle { animation-duration: 2.4s; }
  .bl-confetti { display: none; }
}
@media (forced-colors: active) {
  .bl-progress-fill, .bl-step-connector--done { background: Highlight; }
  .bl-step--done .bl-step-number, .bl-step--current .bl-step-number { forced-color-adjust: none; background: Highlight; color: HighlightText; border-color: Highlight; }
}
`;

/**
 * All of the design system's CSS, one string. Put it in a <style> in your own root: the shell
 * adds it to its document, a widget's custom element adopts it in its shadow root. Nothing is
 * ever injected into document.head by this package.
 *
 * The theme is CSS custom properties: light on `:root, :host, .light` and dark on
 * `.dark, :host(.dark)`, so the `dark` class on <html> (see `applyTheme`) or on a custom
 * element's host switches everything inside it.
 */
export const uiStyles = [themes, base, controls, progress, feedback, dialog, markdown, responsive].join("");
