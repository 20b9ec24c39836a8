import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...props} className={classNames("ks-input", className)} />;
}
