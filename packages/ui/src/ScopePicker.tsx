import { changeScope, SCOPE_LEVELS, type Scope, type ScopeLevel } from "@bloom/domain";

export interface ScopeChoice {
  value: string;
  label: string;
}

/** One select of the picker. */
export interface ScopeLevelProps {
  /** The select's visible label, which is also its accessible name. */
  label: string;
  /** The first option's text, standing for nothing chosen ("All", "Choose a topic"). */
  placeholder: string;
  choices: readonly ScopeChoice[];
  /** Unless given, a level is disabled until the level above it is chosen. */
  disabled?: boolean;
}

/**
 * The subject → topic → section → concept cascade, as labelled selects in that order. A widget
 * shows the levels it needs (the others are left out) and keeps the choice; each change comes
 * with the levels below it cleared. The selects sit in the caller's own form or fieldset.
 */
export function ScopePicker<T extends Scope>({
  value,
  levels,
  onChange,
  labelClassName,
}: {
  value: T;
  levels: Partial<Record<ScopeLevel, ScopeLevelProps>>;
  onChange: (next: T, level: ScopeLevel) => void;
  labelClassName?: string;
}) {
  return (
    <>
      {SCOPE_LEVELS.map((level, index) => {
        const props = levels[level];
        if (!props) return null;
        const above = SCOPE_LEVELS[index - 1];
        const disabled = props.disabled ?? (above !== undefined && !value[above]);
        return (
          <label key={level} className={labelClassName}>
            {props.label}
            <select
              className="bl-input"
              value={value[level]}
              disabled={disabled}
              onChange={(event) => onChange(changeScope(value, level, event.target.value), level)}
            >
              <option value="">{props.placeholder}</option>
              {props.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </>
  );
}
