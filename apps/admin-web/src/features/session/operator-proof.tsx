import { PasswordField, TextField } from "@kidsafe/ui";

/** What proves an operator is who they say before a change to their own account. */
export interface OperatorProof {
  password: string;
  /** The authenticator app's code, asked once one is enrolled. */
  code: string;
}

export const NO_PROOF: OperatorProof = { password: "", code: "" };

/** Six digits, as an authenticator app shows them. */
export const isCode = (value: string): boolean => /^\d{6}$/.test(value.trim());

export const isProofComplete = (proof: OperatorProof, enrolled: boolean): boolean => proof.password !== "" && (!enrolled || isCode(proof.code));

/** The code goes to the server only once an authenticator is enrolled. */
export const proofCode = (proof: OperatorProof, enrolled: boolean) => (enrolled ? { code: proof.code.trim() } : {});

/** The password field, and the code field once an authenticator is enrolled. */
export function OperatorProofFields(props: {
  proof: OperatorProof;
  onChange: (proof: OperatorProof) => void;
  enrolled: boolean;
  labels: { password: string; code: string };
}) {
  const { proof, onChange, enrolled, labels } = props;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="current-password"
        value={proof.password}
        onChange={(event) => onChange({ ...proof, password: event.target.value })}
      />
      {enrolled && (
        <TextField
          label={labels.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={proof.code}
          onChange={(event) => onChange({ ...proof, code: event.target.value })}
        />
      )}
    </>
  );
}
