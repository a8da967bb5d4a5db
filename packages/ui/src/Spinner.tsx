import { useT } from "./i18n/I18n";

export interface SpinnerProps {
  /** What is loading, read by screen readers; "Loading" by default. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: "small" | "medium";
}

/** A loading spinner that says what is loading (role "status"). It slows right down with reduced motion. */
export function Spinner({ label, showLabel = false, size = "medium" }: SpinnerProps) {
  const t = useT();
  return (
    <span className={`bl-spinner${size === "small" ? " bl-spinner--small" : ""}`} role="status">
      <span className="bl-spinner-circle" aria-hidden="true" />
      <span className={showLabel ? undefined : "bl-visually-hidden"}>{label ?? t("common.loading")}</span>
    </span>
  );
}
