import { Button } from "@kidsafe/ui";
import type { ButtonProps } from "@kidsafe/ui";

export interface ToggleButtonProps extends Omit<ButtonProps, "variant" | "aria-pressed"> {
  pressed: boolean;
}

/** A button that stays pressed while what it turns on is on: filled then, and announced as pressed. */
export function ToggleButton({ pressed, ...button }: ToggleButtonProps) {
  return <Button aria-pressed={pressed} {...button} variant={pressed ? "primary" : "secondary"} />;
}
