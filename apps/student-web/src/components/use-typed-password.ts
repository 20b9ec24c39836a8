import { useState } from "react";
import type { ChangeEvent } from "react";

/** A password field's text and error; typing again takes the error away, so it never sits under a corrected password. */
export function useTypedPassword() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    if (error !== undefined) setError(undefined);
  };
  return { value, setValue, error, setError, field: { value, onChange, error } };
}
