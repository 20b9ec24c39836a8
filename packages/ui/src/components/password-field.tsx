import { TextField } from "./text-field.tsx";
import type { TextFieldProps } from "./text-field.tsx";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "autoComplete"> {
  /**
   * What a password manager may do here: fill a saved password, offer a new one, or keep out (a password that is
   * not the signed-in person's own, such as a parent's typed on a child's device).
   */
  autoComplete: "current-password" | "new-password" | "off";
}

/** A `TextField` whose characters are hidden; the autocomplete hint is required because a wrong guess fills the wrong password. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
