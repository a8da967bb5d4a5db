import type { ReactNode } from "react";

export type BannerVariant = "info" | "success" | "warning" | "error";

/** A message across the page, with an optional action button. Errors are announced at once. */
export function Banner({
  variant = "info",
  title,
  children,
  action,
}: {
  variant?: BannerVariant;
  title?: string;
  children?: ReactNode;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className={`bl-banner bl-banner--${variant}`} role={variant === "error" ? "alert" : "status"}>
      <div className="bl-banner-text">
        {title && <strong className="bl-banner-title">{title}</strong>}
        {children && <span>{children}</span>}
      </div>
      {action && (
        <button type="button" className="bl-button bl-button--small bl-button--secondary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
