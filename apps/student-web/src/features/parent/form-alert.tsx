/** A form's own error (not tied to a field), read out when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (message === undefined || message === "") return null;
  return (
    <p className="parent-form-alert" role="alert">
      {message}
    </p>
  );
}
