import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";
import "./select.css";

/**
 * A native select in the kit's field look: the browser's own list and keyboard handling (and the phone's picker),
 * with the border, radius and height of `Input`, and a chevron drawn by the stylesheet.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <span className={classNames("ks-select", className)}>
      <select {...props} className="ks-select-control">
        {children}
      </select>
    </span>
  );
}
