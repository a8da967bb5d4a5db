/** The tutoring widget's styles, built on the design system's theme variables. */
export const tutorStyles = `
/* The widget's own width decides its layout (it may sit in an LMS frame or a portal column), so the
   tutor and its chat column are size containers and the breakpoints below are container queries.
   Where a host sizes the widget by its content (a flex row), it asks for a phone's width. */
.tutor { container: tutor / inline-size; contain-intrinsic-inline-size: 22.5rem; display: flex; flex-direction: column; gap: 0.75rem; color: var(--bl-text); }
/* The subjects take a share of the width between 13rem and 18rem, so a tablet's chat keeps the rest. */
.tutor-layout { display: grid; grid-template-columns: clamp(13rem, 24cqi, 18rem) minmax(0, 1fr); grid-template-areas: "toggle toggle" "sidebar main"; gap: 1rem; align-items: start; }
.tutor-sidebar-toggle { grid-area: toggle; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
.tutor-sidebar-hint { color: var(--bl-muted); font-size: 0.9rem; }
.tutor-sidebar { grid-area: sidebar; min-width: 0; }
.tutor-main { grid-area: main; min-width: 0; container-type: inline-size; display: flex; flex-direction: column; gap: 0.75rem; }
/* Beside the subjects a chat would be narrower than a phone's: below 44rem they stack above it. */
@container tutor (max-width: 43.99rem) {
  .tutor-layout { grid-template-columns: minmax(0, 1fr); grid-template-areas: "toggle" "sidebar" "main"; }
}
.tutor-layout:not(:has(.tutor-sidebar)) { grid-template-columns: minmax(0, 1fr); grid-template-areas: "toggle" "main"; }
.tutor.is-narrow .tutor-layout:has(.tutor-sidebar) { grid-template-columns: minmax(0, 1fr); grid-template-areas: "toggle" "sidebar" "main"; }
.tutor-lists { display: flex; flex-direction: column; gap: 1rem; }
.tutor-list { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem; }
.tutor-list h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.tutor-list-head { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
.tutor-list ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.tutor-list li { display: flex; align-items: center; gap: 0.25rem; border-radius: calc(var(--bl-radius) / 1.5); }
.tutor-list li.is-selected { background: var(--bl-selected); }
.tutor-list-item { flex: 1; text-align: left; background: none; border: 0; color: inherit; font: inherit; padding: 0.45rem 0.5rem; cursor: pointer; border-radius: inherit; }
.tutor-list-item:hover { background: var(--bl-hover); }
.tutor-list-item.needs-model { color: var(--bl-muted); }
.tutor-list li:has(.tutor-topic-badge) { flex-wrap: wrap; }
.tutor-list li:has(.tutor-topic-badge) .tutor-list-item { flex-basis: 100%; }
.tutor-topic-badge { flex: none; margin: -0.3rem 0.35rem 0.3rem 0.5rem; font-size: 0.75rem; font-weight: 600; color: var(--bl-muted); border: 1px solid var(--bl-border); border-radius: 999px; padding: 0 0.45rem; white-space: nowrap; }
.tutor-outline-note { color: var(--bl-muted); font-size: 0.875rem; margin: 0 0 0.5rem; }
.tutor-outline-refusal:not(:empty) { margin-top: 0.5rem; }
.tutor-delete { background: none; border: 0; color: var(--bl-muted); font-size: 1.2rem; cursor: pointer; padding: 0 0.5rem; }
.tutor-delete:hover { color: var(--bl-danger); }
.tutor-empty, .tutor-disabled-note { color: var(--bl-muted); margin: 0.25rem 0; }
.tutor-subject-form { display: flex; flex-direction: column; gap: 0.75rem; }
/* The lesson panel takes a third of the chat column, between 14rem and 20rem; where that would
   leave the conversation too little (is-compact, measured by the widget), the carousel replaces it. */
.tutor-session { display: grid; grid-template-columns: clamp(14rem, 34cqi, 20rem) minmax(0, 1fr); gap: 1rem; align-items: start; }
.tutor.is-narrow .tutor-session, .tutor.is-compact .tutor-session { grid-template-columns: minmax(0, 1fr); }
.tutor-conversation { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.tutor-conversation-tools { display: flex; justify-content: flex-end; }
.tutor-dialog-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.75rem; }
.tutor-panel { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem; display: flex; flex-direction: column; gap: 0.5rem; }
.tutor-panel h3 { font-size: 0.95rem; margin: 0.5rem 0 0; }
.tutor-breadcrumb { font-weight: 600; }
.tutor-overall { margin: 0; }
.tutor-sections { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.tutor-section { border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.6rem; display: flex; flex-direction: column; gap: 0.4rem; }
.tutor-section.is-current { border-color: var(--bl-primary); box-shadow: 0 0 0 1px var(--bl-primary); background: var(--bl-selected); }
.tutor-section-title { display: flex; justify-content: space-between; gap: 0.5rem; background: none; border: 0; padding: 0; font: inherit; font-weight: 600; color: inherit; cursor: pointer; text-align: left; }
.tutor-section-title:disabled { cursor: default; }
.tutor-percent { color: var(--bl-muted); font-variant-numeric: tabular-nums; font-weight: 500; }
.tutor-concepts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.35rem; font-size: 0.9rem; }
.tutor-concepts p { margin: 0.1rem 0 0; color: var(--bl-muted); }
.tutor-notes summary { cursor: pointer; font-size: 0.9rem; }
.tutor-notes ul, .tutor-notes p { margin: 0.25rem 0 0; font-size: 0.9rem; }
.tutor-carousel { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.6rem; touch-action: pan-y; }
.tutor-carousel-controls { display: flex; justify-content: space-between; align-items: center; margin-bottom: 0.5rem; }
.tutor-carousel-controls button { min-width: 2.75rem; min-height: 2.75rem; border-radius: 999px; border: 1px solid var(--bl-border); background: var(--bl-bg); color: var(--bl-text); font-size: 1.3rem; cursor: pointer; }
.tutor-carousel-controls button:disabled { opacity: 0.4; cursor: default; }
.tutor-chat { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
/* An open chat fills the height it is given up to the viewport (less the app's header), so its
   message box is always in view; the conversation scrolls inside it. */
.tutor-chat.is-open { height: clamp(18rem, calc(100dvh - 6rem), 56rem); scroll-margin-bottom: 0.5rem; }
.tutor-messages { list-style: none; margin: 0; padding: 0.25rem; display: flex; flex-direction: column; gap: 0.75rem; max-height: 40vh; overflow-y: auto; border-radius: var(--bl-radius); }
.tutor-chat.is-open .tutor-messages { flex: 1 1 auto; min-height: 0; max-height: none; }
.tutor-messages:focus-visible { outline: 2px solid var(--bl-focus); outline-offset: 2px; }
.tutor-message { max-width: 85%; padding: 0.6rem 0.8rem; border-radius: var(--bl-radius); background: var(--bl-surface); border: 1px solid var(--bl-border); }
.tutor-message.is-student { align-self: flex-end; background: var(--bl-selected); }
.tutor-message.is-tutor { align-self: flex-start; }
.tutor-message p { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.tutor-message.is-pending { opacity: 0.75; }
.tutor-message.is-error { border-color: var(--bl-danger); }
.tutor-author { display: block; font-size: 0.8rem; font-weight: 700; color: var(--bl-muted); }
.tutor-failed { color: var(--bl-danger); display: flex; align-items: center; gap: 0.5rem; }
.tutor-typing { color: var(--bl-muted); font-style: italic; font-size: 0.9rem; }
.tutor-input { display: flex; gap: 0.5rem; align-items: flex-end; }
.tutor-input > button { flex: none; }
.tutor-input textarea { flex: 1; min-width: 0; min-height: calc(2lh + 1rem); max-height: 10rem; resize: vertical; padding: 0.5rem 0.6rem; font: inherit; color: var(--bl-text); background: var(--bl-bg); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); }
.tutor-input textarea:disabled { background: var(--bl-surface); color: var(--bl-muted); }
.tutor-loading { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1.25rem; display: flex; flex-direction: column; gap: 0.75rem; }
.tutor-loading-title { font-weight: 600; margin: 0; }
.tutor-loading-steps { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 0.35rem; }
.tutor-loading-step { color: var(--bl-muted); }
.tutor-loading-step.is-done { color: var(--bl-success); }
.tutor-loading-step.is-active { color: var(--bl-text); font-weight: 600; }
.tutor-loading-note { color: var(--bl-muted); font-size: 0.9rem; margin: 0; }
@media (max-width: 639.98px) {
  .tutor-message { max-width: 100%; }
}
`;
