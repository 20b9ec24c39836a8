import { Credentials } from "@kidsafe/contracts";
import { isApiError } from "@kidsafe/ui";

export type CredentialField = keyof Credentials;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

const FIELDS: readonly CredentialField[] = ["username", "password"];

function isCredentialField(name: unknown): name is CredentialField {
  return typeof name === "string" && (FIELDS as readonly string[]).includes(name);
}

export type CredentialCheck = { ok: true; credentials: Credentials } | { ok: false; errors: CredentialErrors };

/** The first message per field. */
export function checkCredentials(input: { username: string; password: string }): CredentialCheck {
  const parsed = Credentials.safeParse(input);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const errors: CredentialErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isCredentialField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
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

export function firstInvalidField(errors: CredentialErrors): CredentialField | undefined {
  return FIELDS.find((field) => errors[field] !== undefined);
}
