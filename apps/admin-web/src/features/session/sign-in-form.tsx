import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import { Button, PasswordField, TextField, toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { ROUTES } from "../../lib/constants.ts";

/** Only a path of this app is followed after sign-in (never another origin). */
function nextPathOf(raw: string | null): string {
  return raw && raw.startsWith("/") && !raw.startsWith("//") ? raw : ROUTES.admin;
}

export function SignInForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useQueryClient();
  const signIn = useMutation({
    mutationFn: () => adminApi.signIn({ username: username.trim(), password, ...(code.trim() !== "" && { code: code.trim() }) }),
    onSuccess: async ({ operator }) => {
      client.setQueryData(queryKeys.me, operator);
      await navigate(nextPathOf(search.get("next")), { replace: true });
    },
    onError: (error) => {
      setPassword("");
      setCode("");
      toast({ title: OPERATOR_TEXTS.signInTitle, description: errorText(error, OPERATOR_TEXTS.signInFailed), variant: "destructive" });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() !== "" && password !== "") signIn.mutate();
  };
  return (
    <form className="console-form" onSubmit={submit}>
      <TextField label="Username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
      <PasswordField label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <TextField
        label="Authenticator code"
        hint="Only if you enrolled an authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" loading={signIn.isPending} disabled={username.trim() === "" || password === ""}>
        Sign in
      </Button>
    </form>
  );
}
