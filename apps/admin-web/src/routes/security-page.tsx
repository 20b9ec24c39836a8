import { ConsolePage } from "../components/console-page.tsx";
import { ChangePasswordForm } from "../features/session/change-password-form.tsx";
import { TotpEnrolment } from "../features/session/totp-enrolment.tsx";

const TITLE = "Security";

/** The signed-in operator's optional second sign-in step (TOTP), and their password. */
export default function SecurityPage() {
  return (
    <ConsolePage title={TITLE}>
      <TotpEnrolment />
      <ChangePasswordForm />
    </ConsolePage>
  );
}
