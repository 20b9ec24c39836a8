import { useId } from "react";
import { classNames } from "../class-names.ts";

export interface LogoProps {
  size?: number;
  className?: string;
  /** Otherwise the logo is decorative. */
  title?: string;
}

export function Logo({ size = 48, className, title }: LogoProps) {
  const gradientId = useId();
  return (
    <svg
      className={classNames("ks-logo", className)}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="1" stopColor="#22b8cf" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="14" fill={`url(#${gradientId})`} />
      <path
        d="M24 9.5l4.1 8.6 9.4 1.2-6.9 6.5 1.8 9.3L24 30.6l-8.4 4.5 1.8-9.3-6.9-6.5 9.4-1.2z"
        fill="#ffd43b"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="21" cy="22.5" r="1.4" fill="#3b2f00" />
      <circle cx="27" cy="22.5" r="1.4" fill="#3b2f00" />
      <path d="M21 26.2c1.6 1.5 4.4 1.5 6 0" stroke="#3b2f00" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
