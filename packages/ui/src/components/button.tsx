import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function buttonClassName({ variant = "primary", size = "md", fullWidth = false }: ButtonStyle = {}, extra?: string) {
  return classNames("ks-button", `ks-button--${variant}`, `ks-button--${size}`, fullWidth && "ks-button--full", extra);
}

export interface ButtonProps extends ComponentProps<"button">, ButtonStyle {
  loading?: boolean;
}

export function Button({ variant, size, fullWidth, loading = false, disabled, className, children, type = "button", ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
