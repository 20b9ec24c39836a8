import { PARENTAL_TEXTS, parentPasswordWeakness } from "@kidsafe/contracts";

/**
 * Choosing a new parent password: the rules are shown before the first try, and the password is typed twice so
 * a slip of the finger does not lock the parent out of study mode and the limits. An existing password is
 * entered once.
 */
export const NEW_PARENT_PASSWORD_COPY = {
  rules: PARENTAL_TEXTS.weakParentPassword,
  // Not "… parent password …": the field under the password field must not be mistaken for it.
  confirmLabel: "Type it again",
  mismatch: "The two passwords are not the same. Please type the same password twice.",
} as const;

export interface NewPasswordProblem {
  field: "password" | "confirm";
  message: string;
}

/** Why a new parent password cannot be sent yet, or null when it can; the server checks the rules again. */
export function newParentPasswordProblem(password: string, confirm: string): NewPasswordProblem | null {
  const weakness = parentPasswordWeakness(password);
  if (weakness !== null) return { field: "password", message: weakness };
  if (confirm !== password) return { field: "confirm", message: NEW_PARENT_PASSWORD_COPY.mismatch };
  return null;
}
