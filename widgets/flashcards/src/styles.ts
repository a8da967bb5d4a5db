/** The practice widget's styles, on the design system's theme variables. */
export const flashcardsStyles = `
.fc-gallery, .fc-page { display: flex; flex-direction: column; gap: 1rem; color: var(--bl-text); }
.fc-tiles { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; }
.fc-tile { width: 100%; text-align: left; display: flex; flex-direction: column; gap: 0.4rem; padding: 1.25rem; border-radius: var(--bl-radius); border: 1px solid var(--bl-border); background: var(--bl-surface); color: var(--bl-text); font: inherit; cursor: pointer; }
.fc-tile:hover { border-color: var(--bl-primary); }
.fc-tile-title { font-size: 1.2rem; font-weight: 700; }
.fc-back { align-self: flex-start; background: none; border: 0; color: var(--bl-primary); font: inherit; cursor: pointer; padding: 0.25rem 0; text-decoration: underline; }
.fc-toolbar { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
.fc-toolbar h1 { margin: 0; font-size: 1.5rem; }
.fc-actions { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
.fc-sessions { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 1rem; }
.fc-session-card { background: var(--bl-surface); border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 1rem; display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
.fc-session-card h2, .fc-session-card p { margin: 0; }
.fc-session-card h2 { font-size: 1.1rem; }
.fc-filters { border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.75rem 1rem; display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.75rem; margin: 0; }
.fc-filters legend { font-weight: 600; padding: 0 0.25rem; }
.fc-filter { display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.9rem; font-weight: 600; }
.fc-filter select { font-weight: 400; }
.fc-summary { font-weight: 600; margin: 0; }
.fc-empty { color: var(--bl-muted); }
.fc-overview h3 { margin: 0 0 0.5rem; }
.fc-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(4rem, 1fr)); gap: 0.5rem; }
.fc-square { width: 100%; aspect-ratio: 1; border-radius: 8px; border: 2px solid transparent; font: inherit; font-weight: 700; cursor: pointer; color: #fff; }
.fc-square.is-needs-work, .fc-swatch.is-needs-work { background: #b42318; }
.fc-square.is-good, .fc-swatch.is-good { background: #8a5300; }
.fc-square.is-mastered, .fc-swatch.is-mastered { background: #167a3e; }
.fc-square.is-new, .fc-swatch.is-new { background: #5f6673; }
.fc-square.is-suspended, .fc-swatch.is-suspended { background: transparent; color: var(--bl-muted); border: 2px dashed var(--bl-border); }
.fc-square:hover { border-color: var(--bl-text); }
.fc-legend { list-style: none; display: flex; gap: 1rem; padding: 0; margin: 0.75rem 0 0; flex-wrap: wrap; }
.fc-swatch { display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 3px; vertical-align: middle; }
.fc-stages ol { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-direction: column; gap: 0.3rem; }
.fc-stages li { color: var(--bl-muted); }
.fc-stages li.is-done { color: var(--bl-success); }
.fc-stages li.is-active { color: var(--bl-text); font-weight: 600; }
.fc-form { display: flex; flex-direction: column; gap: 0.75rem; }
.fc-form label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; font-size: 0.9rem; }
.fc-form label > * { font-weight: 400; }
.fc-scope { margin: 0; font-weight: 600; }
.fc-note { color: var(--bl-muted); margin: 0; font-size: 0.9rem; }
.fc-practice-head { display: flex; justify-content: space-between; font-weight: 600; margin-bottom: 0.4rem; }
.fc-card { display: flex; flex-direction: column; gap: 0.75rem; margin: 1rem 0; }
.fc-card-meta { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.5rem; margin: 0; font-size: 0.85rem; }
.fc-card-meta dt, .fc-metadata dt { color: var(--bl-muted); font-weight: 600; }
.fc-card-meta dd, .fc-metadata dd { margin: 0; }
.fc-badge { align-self: flex-start; background: var(--bl-selected); color: var(--bl-text); border-radius: 999px; padding: 0.1rem 0.6rem; font-size: 0.8rem; font-weight: 700; }
.fc-previous { margin: 0; display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.fc-question { font-size: 1.2rem; font-weight: 600; margin: 0; white-space: pre-wrap; }
.fc-answer-form { display: flex; flex-direction: column; gap: 0.5rem; }
.fc-answer-form label { font-weight: 600; }
.fc-result { display: flex; flex-direction: column; gap: 0.6rem; }
.fc-score { font-size: 1.1rem; margin: 0; }
.fc-box { border: 1px solid var(--bl-border); border-radius: var(--bl-radius); padding: 0.6rem 0.8rem; background: var(--bl-surface); }
.fc-box h4 { margin: 0 0 0.25rem; }
.fc-box p { margin: 0.25rem 0 0; }
.fc-box--warning { border-color: var(--bl-warning); background: var(--bl-warning-bg); }
.fc-box--danger { border-color: var(--bl-danger); background: var(--bl-danger-bg); }
.fc-metadata { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.5rem; margin: 0.75rem 0 0; font-size: 0.9rem; }
.fc-badge--muted { background: var(--bl-border); }
.fc-counted, .fc-answer-score { margin: 0; }
.fc-result > .bl-button { align-self: flex-start; }
.fc-card-tools { margin-top: 0.5rem; }
.fc-history { width: 100%; border-collapse: collapse; font-size: 0.9rem; margin-bottom: 0.75rem; }
.fc-history th, .fc-history td { text-align: left; padding: 0.3rem 0.4rem; border-bottom: 1px solid var(--bl-border); vertical-align: top; }
.fc-quick-count { margin: 0; font-weight: 600; }
.fc-complete { text-align: center; display: flex; flex-direction: column; align-items: center; gap: 0.5rem; }
`;
