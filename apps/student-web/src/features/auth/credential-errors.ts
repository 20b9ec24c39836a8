import { Credentials } from "@kidsafe/contracts";
import { fieldErrorsOf, isApiError } from "@kidsafe/ui";
import type { FieldErrors } from "@kidsafe/ui";

export type CredentialField = keyof Credentials;
export type CredentialErrors = FieldErrors<CredentialField>;

export const CREDENTIAL_FIELDS: readonly CredentialField[] = ["username", "password"];

function isCredentialField(name: unknown): name is CredentialField {
  return typeof name === "string" && (CREDENTIAL_FIELDS as readonly string[]).includes(name);
}

export type CredentialCheck = { ok: true; credentials: Credentials } | { ok: false; errors: CredentialErrors };

/** The first message per field. */
export function checkCredentials(input: { username: string; password: string }): CredentialCheck {
  const parsed = Credentials.safeParse(input);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error, CREDENTIAL_FIELDS) };
}

/** The server's per-field messages (ErrorResponse.fieldErrors) that belong to this form. */
export function serverCredentialErrors(error: unknown): CredentialErrors {
  if (!isApiError(error)) return {};
  const errors: CredentialErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (isCredentialField(field)) errors[field] = message;
  }
  return errors;
}
