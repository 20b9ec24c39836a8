import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { ChangePasswordForm } from "../features/session/change-password-form.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { TotpEnrolment } from "../features/session/totp-enrolment.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "Security";

/** The signed-in operator's optional second sign-in step (TOTP), and their password. */
export default function SecurityPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <TotpEnrolment />
        <ChangePasswordForm />
      </ConsoleLayout>
    </OperatorRoute>
  );
}
