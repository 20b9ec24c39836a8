export interface FormAlertProps {
  title: string;
  /** What to do about it; never the title again. */
  description: string;
}

/** A refusal shown in the form it concerns (a dialog hides toasts from screen readers), announced when it appears. */
export function FormAlert({ title, description }: FormAlertProps) {
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert-title">{title}</p>
      <p className="form-alert-description">{description}</p>
    </div>
  );
}
