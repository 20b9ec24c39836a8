import { Logo, NotFoundPage as SharedNotFoundPage } from "@kidsafe/ui";
import { ROUTES } from "../lib/constants.ts";

export default function NotFoundPage() {
  return <SharedNotFoundPage homeHref={ROUTES.advertise} homeLabel="Go to Advertise" logo={<Logo size={64} />} />;
}
