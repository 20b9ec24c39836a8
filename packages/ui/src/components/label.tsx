import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root {...props} className={classNames("ks-label", className)} />;
}
