// The texts of the Security page: the operator's authenticator app and password.
import { OPERATOR_PASSWORD_MIN_LENGTH } from "@kidsafe/contracts";

export const SECURITY_COPY = {
  totpHeading: "Authenticator app",
  totpOn: "Sign-in asks for a code from your authenticator app.",
  totpOff: "Sign-in asks for your password only.",
  enrol: "Enrol an authenticator app",
  replace: "Replace the authenticator app",
  /** Changing how you sign in asks who you are again: a session left open is not enough. */
  proveIt: "To change how you sign in, enter your password (and your current app's code).",
  password: "Your password",
  currentCode: "Code from your current app",
  addSecret: "Add this secret to your authenticator app:",
  newCode: "Code from the new app",
  confirm: "Confirm",
  couldNotStart: "Could not start",
  notEnrolled: "Not enrolled",
  passwordHeading: "Change password",
  currentPassword: "Current password",
  authenticatorCode: "Authenticator code",
  newPassword: "New password",
  newPasswordHint: `At least ${OPERATOR_PASSWORD_MIN_LENGTH} characters, not your current one`,
  repeatPassword: "New password again",
  mismatch: "The new passwords do not match",
  change: "Change password",
  notChanged: "Password not changed",
} as const;
