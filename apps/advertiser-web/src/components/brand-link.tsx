import { Logo } from "@kidsafe/ui";
import { PRODUCT_NAME, STUDENT_HREFS } from "../lib/constants.ts";

/** The logo and product name, linking to the product's home (the student app, same origin). */
export function BrandLink() {
  return (
    <a className="brand" href={STUDENT_HREFS.home}>
      <Logo size={40} />
      <span className="brand-name">{PRODUCT_NAME}</span>
    </a>
  );
}
