/** The dashboard widget's styles, on the design system's theme variables. */
export const dashboardStyles = `
.dash { display: flex; flex-direction: column; gap: 1.25rem; color: var(--bl-text); }
.dash-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 1rem; flex-wrap: wrap; }
.dash-header h1 { margin: 0; font-size: 1.8rem; }
.dash-header p { margin: 0.25rem 0 0; color: var(--bl-muted); }
.dash-welcome { font-weight: 600; color: var(--bl-text) !important; }
.dash-loading { display: flex; align-items: center; gap: 0.5rem; }
.dash-cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem; }
.dash-cards li { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1rem; display: flex; flex-direction: column; gap: 0.25rem; }
.dash-card-label { color: var(--bl-muted); font-weight: 600; font-size: 0.9rem; }
.dash-card-value { font-size: 1.6rem; font-weight: 800; }
.dash h2 { font-size: 1.3rem; margin: 0 0 0.75rem; }
.dash-empty { color: var(--bl-muted); margin: 0.25rem 0; }
.dash-empty p { margin: 0.2rem 0; }
.dash-subjects { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.dash-subject { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.9rem 1rem; display: flex; flex-direction: column; gap: 0.6rem; }
.dash-subject.is-open { border-color: var(--bl-primary); }
.dash-subject-head { display: flex; justify-content: space-between; align-items: center; gap: 1rem; background: none; border: 0; padding: 0; font: inherit; color: inherit; cursor: pointer; text-align: left; }
.dash-subject-name { font-size: 1.15rem; font-weight: 700; }
.dash-status { font-size: 0.85rem; font-weight: 700; padding: 0.15rem 0.6rem; border-radius: 999px; }
.dash-status.is-mastered { background: var(--bl-success-bg); color: var(--bl-success); }
.dash-status.is-in_progress { background: var(--bl-warning-bg); color: var(--bl-warning); }
.dash-status.is-needs_work { background: var(--bl-danger-bg); color: var(--bl-danger); }
.dash-subject-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.5rem; margin: 0; }
.dash-subject-facts dt { color: var(--bl-muted); font-size: 0.8rem; font-weight: 600; }
.dash-subject-facts dd { margin: 0; font-weight: 600; }
.dash-subject-body { display: flex; flex-direction: column; gap: 0.5rem; border-top: 1px solid var(--bl-border); padding-top: 0.6rem; }
.dash-subject-body > details > summary { cursor: pointer; font-weight: 700; }
.dash-tree, .dash-tree ul { list-style: none; padding-left: 1rem; margin: 0.4rem 0; }
.dash-tree summary { cursor: pointer; }
.dash-band { font-weight: 700; }
.dash-band.is-mastered { color: var(--bl-success); }
.dash-band.is-good-progress { color: var(--bl-warning); }
.dash-band.is-needs-practice { color: #a1480b; }
.dash-band.is-needs-help { color: var(--bl-danger); }
.dark .dash-band.is-needs-practice, :host(.dark) .dash-band.is-needs-practice { color: #ffb27a; }
.dash-concept { display: flex; flex-direction: column; gap: 0.25rem; margin: 0.3rem 0; }
.dash-chips { display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; padding: 0; margin: 0.25rem 0; }
.dash-chip { font-size: 0.8rem; padding: 0.15rem 0.55rem; border-radius: 999px; background: var(--bl-selected); color: var(--bl-text); border: 1px solid var(--bl-border); }
.dash-chip.is-mastered { background: var(--bl-success-bg); border-color: var(--bl-success); }
.dash-chip.is-in_progress { background: var(--bl-warning-bg); border-color: var(--bl-warning); }
.dash-chip.is-needs_work { background: var(--bl-danger-bg); border-color: var(--bl-danger); }
.dash-chip.is-unknown { background: var(--bl-surface); border-color: var(--bl-upcoming); }
.dash-map { list-style: none; padding: 0; margin: 0.4rem 0; }
.dash-map h4 { margin: 0.5rem 0 0.25rem; }
.dash-map-section p { margin: 0.25rem 0; color: var(--bl-muted); font-size: 0.9rem; }
.dash-path { list-style: none; padding: 0; margin: 0.4rem 0; display: flex; flex-direction: column; gap: 0.4rem; }
.dash-path li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.9rem; }
.dash-path-label { font-weight: 600; }
.dash-path-where, .dash-path-date { color: var(--bl-muted); font-size: 0.9rem; }
.dash-dot { width: 0.7rem; height: 0.7rem; border-radius: 999px; background: var(--bl-upcoming); }
.dash-dot.is-mastered { background: var(--bl-success); }
.dash-dot.is-in_progress { background: var(--bl-warning); }
.dash-dot.is-needs_work { background: var(--bl-danger); }
.dash-chart { margin: 0; background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem; }
.dash-chart .u-legend { color: var(--bl-text); }
.dash-table-wrap { overflow-x: auto; }
.dash-table { width: 100%; border-collapse: collapse; }
.dash-table th, .dash-table td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--bl-border); white-space: nowrap; }
.dash-table th { color: var(--bl-muted); font-size: 0.85rem; }
`;
