import { Logo } from "@kidsafe/ui";
import { PRODUCT_NAME } from "../lib/constants.ts";

/** Logo and product name, as at the top of the sign-in page. */
export function Brand({ size = 40 }: { size?: number }) {
  return (
    <span className="brand">
      <Logo size={size} />
      <span className="brand-name">{PRODUCT_NAME}</span>
    </span>
  );
}
