import { Button } from "./button.tsx";
import type { ButtonProps } from "./button.tsx";

export interface DisclosureButtonProps extends Omit<ButtonProps, "onClick" | "aria-expanded" | "aria-controls"> {
  /** Whether the part of the page it shows is shown now. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of that part, when it stays in the page while hidden. */
  controls?: string | undefined;
}

/** A button that shows and hides a part of the page, and tells assistive technology whether that part is shown. */
export function DisclosureButton({ open, onOpenChange, controls, ...button }: DisclosureButtonProps) {
  return <Button {...button} aria-expanded={open} aria-controls={controls} onClick={() => onOpenChange(!open)} />;
}
