import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";

/** Label it with a <Label htmlFor> or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root {...props} className={classNames("ks-switch", className)}>
      <SwitchPrimitive.Thumb className="ks-switch-thumb" />
    </SwitchPrimitive.Root>
  );
}
