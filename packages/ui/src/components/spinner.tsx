import { classNames } from "../class-names.ts";

export const DEFAULT_SPINNER_LABEL = "Loading";

export interface SpinnerProps {
  label?: string;
  size?: "sm" | "md" | "lg";
  /** Inside a control that already says it is busy, such as a loading Button. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = DEFAULT_SPINNER_LABEL, size = "md", decorative = false, className }: SpinnerProps) {
  const circle = <span className={classNames("ks-spinner", `ks-spinner--${size}`, className)} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" aria-label={label} className="ks-spinner-status">
      {circle}
      <span className="ks-visually-hidden">{label}</span>
    </span>
  );
}

export function PageSpinner({ label = DEFAULT_SPINNER_LABEL }: { label?: string }) {
  return (
    <div className="ks-page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
