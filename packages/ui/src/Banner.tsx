import type { ReactNode } from "react";
import type { MessageKey } from "./i18n/en";
import { useT } from "./i18n/I18n";

export type BannerVariant = "info" | "success" | "warning" | "error";

export interface BannerProps {
  /** The tone; "info" by default. */
  variant?: BannerVariant;
  /** A bold first line. */
  title?: string;
  children?: ReactNode;
  /** A button at the end of the banner, such as "Subscribe Now". */
  action?: { label: string; onClick: () => void };
  /** Announced at once (role "alert") whatever the tone, for a warning that must not wait to be found. */
  urgent?: boolean;
  className?: string;
}

// An icon and a spoken word per tone, so the tone does not rest on colour alone.
const TONE: Record<BannerVariant, { icon: string; word: MessageKey }> = {
  info: { icon: "i", word: "common.tone.info" },
  success: { icon: "✓", word: "common.tone.success" },
  warning: { icon: "!", word: "common.tone.warning" },
  error: { icon: "✕", word: "common.tone.error" },
};

/**
 * A message across the page in one of four tones, with an optional title and action button.
 * Errors are announced at once (role "alert"), the other tones politely (role "status").
 */
export function Banner({ variant = "info", title, children, action, urgent = false, className }: BannerProps) {
  const tone = TONE[variant];
  const t = useT();
  return (
    <div
      className={["bl-banner", `bl-banner--${variant}`, className].filter(Boolean).join(" ")}
      role={variant === "error" || urgent ? "alert" : "status"}
    >
      <span className="bl-banner-icon" aria-hidden="true">
        {tone.icon}
      </span>
      <div className="bl-banner-text">
        <span className="bl-visually-hidden">{t(tone.word)}: </span>
        {title && <strong className="bl-banner-title">{title}</strong>}
        {children}
      </div>
      {action && (
        <button
          type="button"
          className="bl-button bl-button--small bl-button--secondary bl-banner-action"
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
