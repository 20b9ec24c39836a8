import { Logo, NotFoundPage as SharedNotFoundPage } from "@kidsafe/ui";
import { ROUTES } from "../lib/constants.ts";

export default function NotFoundPage() {
  return <SharedNotFoundPage homeHref={ROUTES.home} homeLabel="Go Home" logo={<Logo size={64} />} />;
}
