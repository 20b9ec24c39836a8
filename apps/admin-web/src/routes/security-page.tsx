import { consolePage } from "../components/console-page.tsx";
import { ChangePasswordForm } from "../features/session/change-password-form.tsx";
import { TotpEnrolment } from "../features/session/totp-enrolment.tsx";

/** The signed-in operator's optional second sign-in step (TOTP), and their password. */
export default consolePage("Security", TotpEnrolment, ChangePasswordForm);
