import type { ComponentPropsWithRef } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "small" | "medium" | "large";

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  /** "primary" by default. */
  variant?: ButtonVariant;
  /** "medium" by default. */
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
};

/** The design system's button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = "primary",
  size = "medium",
  block = false,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = [
    "bl-button",
    `bl-button--${variant}`,
    size !== "medium" && `bl-button--${size}`,
    block && "bl-button--block",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return <button type={type} className={classes} {...rest} />;
}
