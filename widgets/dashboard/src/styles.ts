/**
 * The dashboard widget's styles, on the design system's theme variables. Status colours are
 * "tones" (`dash-tone-*`): each sets `--tone` (text and borders, AA on `--tone-bg`), `--tone-bg`
 * and `--tone-solid` (dots), so a pill, a chip and a dot of one status always agree.
 */
export const dashboardStyles = `
.dash { --dash-orange: #a1480b; --dash-orange-bg: #fdeee3; --dash-orange-solid: #c2540a; --dash-yellow-solid: #b38600;
  display: flex; flex-direction: column; gap: 1.5rem; color: var(--bl-text); min-width: 0; }
.dark .dash, :host(.dark) .dash { --dash-orange: #ffb27a; --dash-orange-bg: #3b2416; --dash-orange-solid: #ff9d57; --dash-yellow-solid: #ffc46b; }

.dash-tone-green { --tone: var(--bl-success); --tone-bg: var(--bl-success-bg); --tone-solid: var(--bl-success); }
.dash-tone-yellow { --tone: var(--bl-warning); --tone-bg: var(--bl-warning-bg); --tone-solid: var(--dash-yellow-solid); }
.dash-tone-orange { --tone: var(--dash-orange); --tone-bg: var(--dash-orange-bg); --tone-solid: var(--dash-orange-solid); }
.dash-tone-red { --tone: var(--bl-danger); --tone-bg: var(--bl-danger-bg); --tone-solid: var(--bl-danger); }
.dash-tone-grey { --tone: var(--bl-muted); --tone-bg: var(--bl-hover); --tone-solid: var(--bl-upcoming); }

.dash-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem; flex-wrap: wrap; }
.dash-header h1 { margin: 0; font-size: 1.8rem; line-height: 1.2; }
.dash-header p { margin: 0.3rem 0 0; }
.dash-subtitle { color: var(--bl-muted); }
.dash-welcome { font-weight: 600; }
.dash-loading { display: flex; justify-content: center; padding: 2rem 0; }

.dash-section { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.dash h2 { font-size: 1.35rem; margin: 0; }
.dash-empty { color: var(--bl-muted); margin: 0.25rem 0; }
.dash-empty p { margin: 0.2rem 0; }
.dash-meta { color: var(--bl-muted); font-size: 0.875rem; }

.dash-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 1rem; }
.dash-cards li { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1rem; display: flex; flex-direction: column; gap: 0.25rem; }
.dash-card-label { color: var(--bl-muted); font-weight: 600; font-size: 0.9rem; }
.dash-card-value { font-size: 1.6rem; font-weight: 800; font-variant-numeric: tabular-nums; }

.dash-pill { display: inline-block; font-size: 0.8rem; font-weight: 700; padding: 0.1rem 0.55rem; border-radius: 999px; white-space: nowrap; color: var(--tone); background: var(--tone-bg); border: 1px solid var(--tone); }

.dash-toggle { display: flex; align-items: center; gap: 0.5rem; width: 100%; min-height: 2.25rem; padding: 0.35rem 0.25rem; background: none; border: 0; border-radius: calc(var(--bl-radius) / 1.5); font: inherit; color: inherit; text-align: left; cursor: pointer; }
.dash-toggle:hover { background: var(--bl-hover); }
.dash-toggle::before { content: ""; flex: none; width: 0.5rem; height: 0.5rem; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: rotate(-45deg); transition: transform 150ms ease-out; }
.dash-toggle[aria-expanded="true"]::before { transform: rotate(45deg); }
.dash-disclosure-heading { margin: 0; font-size: 1rem; }
.dash-disclosure-panel { padding: 0.25rem 0 0.5rem 1.25rem; min-width: 0; }

.dash-subjects { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.dash-subject { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem 1rem 1rem; display: flex; flex-direction: column; gap: 0.6rem; min-width: 0; }
.dash-subject.is-open { border-color: var(--bl-primary); }
.dash-subject-heading { margin: 0; font-size: 1.15rem; }
.dash-subject-toggle { min-height: 2.75rem; font-weight: 700; }
.dash-subject-mastery { display: flex; align-items: center; gap: 0.75rem; }
.dash-subject-mastery .bl-progress { flex: 1; }
.dash-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.5rem 1rem; margin: 0; }
.dash-facts dt { color: var(--bl-muted); font-size: 0.8rem; font-weight: 600; }
.dash-facts dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.dash-subject-body { display: flex; flex-direction: column; gap: 0.25rem; border-top: 1px solid var(--bl-border); padding-top: 0.5rem; min-width: 0; }

.dash-tree { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.dash-summary { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; min-width: 0; }
.dash-concepts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.6rem; }
.dash-concept-line { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
.dash-concept-label { font-weight: 600; }

.dash-chips { display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; padding: 0; margin: 0.3rem 0; }
.dash-chip { font-size: 0.8rem; padding: 0.15rem 0.6rem; border-radius: 999px; color: var(--bl-text); background: var(--tone-bg, var(--bl-selected)); border: 1px solid var(--tone, var(--bl-border)); }
.dash-step { background: var(--bl-selected); border-color: var(--bl-border); }

.dash-map { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.dash-map h5 { margin: 0.25rem 0 0; font-size: 0.95rem; }
.dash-map-section p { margin: 0.25rem 0 0; }

.dash-path { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.dash-path li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.9rem; }
.dash-path-label { font-weight: 600; }
.dash-dot { flex: none; width: 0.75rem; height: 0.75rem; border-radius: 999px; background: var(--tone-solid); }

.dash-chart { margin: 0; background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem; min-width: 0; }
.dash-chart-canvas { width: 100%; min-height: 300px; overflow: hidden; }
.dash-chart .u-legend { color: var(--bl-text); font-size: 0.9rem; }

.dash-table-wrap { overflow-x: auto; border: 1px solid var(--bl-border); border-radius: var(--bl-radius); }
.dash-table { width: 100%; border-collapse: collapse; }
.dash-table th, .dash-table td { text-align: left; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--bl-border); white-space: nowrap; font-variant-numeric: tabular-nums; }
.dash-table tbody tr:last-child td { border-bottom: 0; }
.dash-table th { color: var(--bl-muted); font-size: 0.85rem; }

.dash-courses { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.dash-course { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem 1rem; display: flex; flex-direction: column; gap: 0.35rem; min-width: 0; }
.dash-course-title { margin: 0; font-size: 1.15rem; }
.dash-course-platform { margin: 0; }
.dash-course .dash-toggle { width: auto; font-weight: 600; color: var(--bl-primary); }
.dash-course .dash-disclosure-panel { padding-left: 0; }
.dash-roster { min-width: 0; }
.dash-roster-table { background: var(--bl-bg); }
.dash-roster-caption { margin: 0 0 0.4rem; font-weight: 600; }
.dash-roster-table tbody tr:last-child > * { border-bottom: 0; }
/* Row headers are the names: read like data, not like the muted column headers. */
.dash-roster-table tbody th { color: var(--bl-text); font-size: inherit; font-weight: 600; }

.dash-oversight { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1rem; }
.dash-oversight:focus { outline: none; }
.dash-oversight h3, .dash-oversight h4 { margin: 0.5rem 0 0.25rem; }
.dash-readiness-banner { margin: 0.5rem 0; }
.dash-readiness-gaps ul { margin: 0; padding-left: 1.25rem; }
.dash-alerts-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.dash-badge { display: inline-block; padding: 0.15rem 0.6rem; border-radius: 999px; font-size: 0.85rem; font-weight: 600; background: var(--bl-success-bg); color: var(--bl-text); }
.dash-badge.is-open { background: var(--bl-warning-bg); }
.dash-badge.is-critical { background: var(--bl-danger); color: var(--bl-danger-text); }
.dash-tabs { display: flex; gap: 0.5rem; border: 0; margin: 0; padding: 0; }
.dash-alert-list, .dash-classes, .dash-session-list, .dash-deliveries, .dash-notes, .dash-audit-list, .dash-chat { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; }
.dash-alert-open, .dash-session-open { display: flex; flex-direction: column; align-items: flex-start; gap: 0.15rem; width: 100%; text-align: left; background: var(--bl-bg); color: var(--bl-text); border: 1px solid var(--bl-border); border-left: 4px solid var(--bl-warning); border-radius: var(--bl-radius); padding: 0.5rem 0.75rem; font: inherit; cursor: pointer; }
.dash-alert-item.is-critical .dash-alert-open { border-left-color: var(--bl-danger); }
.dash-session-open { border-left-color: var(--bl-border-strong); }
.dash-session-open[aria-current] { border-color: var(--bl-primary); }
.dash-alert-title { font-weight: 600; overflow-wrap: anywhere; }
.dash-severity { font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; color: var(--bl-muted); }
.dash-severity.is-critical { color: var(--bl-danger); }
.dash-chat-message { background: var(--bl-bg); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.5rem 0.75rem; overflow-wrap: anywhere; }
.dash-chat-message p { margin: 0.25rem 0 0; white-space: pre-wrap; }
.dash-chat-message.is-flagged { border: 2px solid var(--bl-warning); background: var(--bl-warning-bg); }
.dash-chat-message.is-flagged.is-critical { border-color: var(--bl-danger); background: var(--bl-danger-bg); }
.dash-chat-who { font-size: 0.8rem; font-weight: 600; color: var(--bl-muted); }
.dash-flag { display: block; font-size: 0.85rem; }
.dash-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.dash-label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; }
.dash-hint { color: var(--bl-muted); font-size: 0.9rem; margin: 0.25rem 0 0; }
.dash-note-input, .dash-form textarea { width: 100%; box-sizing: border-box; }
.dash-form { display: flex; flex-direction: column; gap: 0.6rem; }
.dash-contact-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.dash-contact-row label { display: flex; flex-direction: column; gap: 0.2rem; flex: 1 1 12rem; min-width: 0; }
.dash-warning { color: var(--bl-danger); font-weight: 600; }
.dash-check { display: flex; gap: 0.4rem; align-items: baseline; }
.dash-records { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.dash-link-button { background: none; border: 0; padding: 0; font: inherit; font-weight: 600; color: var(--bl-primary); cursor: pointer; text-decoration: underline; }
.dash-link-button:disabled { color: var(--bl-muted); cursor: default; text-decoration: none; }
.dash-class-search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; margin-bottom: 0.5rem; }
.dash-pages { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-top: 0.5rem; }
.dash-table tr.is-critical th, .dash-table tr.is-critical td { background: var(--bl-danger-bg); }

@media (max-width: 639px) {
  .dash { gap: 1.25rem; }
  .dash-header h1 { font-size: 1.5rem; }
  .dash-subject { padding: 0.6rem 0.75rem 0.75rem; }
  .dash-disclosure-panel { padding-left: 0.5rem; }
  .dash-subject-mastery { flex-wrap: wrap; }
  .dash-course { padding: 0.6rem 0.75rem; }
}
`;
