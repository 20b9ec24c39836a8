import { ADMIN_TEXTS } from "@kidsafe/contracts";
import { Button, PasswordField, toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";

/**
 * The admin page: one password-type field and a store button. Blank after trimming: 'Please enter an API key';
 * the button is disabled while the field is empty or the request runs; a failure shows the server's message.
 */
export function AiKeyForm() {
  const [apiKey, setApiKey] = useState("");
  const client = useQueryClient();
  const store = useMutation({
    mutationFn: (key: string) => adminApi.storeKey(key),
    onSuccess: () => {
      setApiKey("");
      toast({ title: ADMIN_TEXTS.stored });
      void client.invalidateQueries({ queryKey: queryKeys.keyStatus });
    },
    onError: (error) => toast({ title: errorText(error, ADMIN_TEXTS.storeFailed) || ADMIN_TEXTS.storeFailed, variant: "destructive" }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apiKey.trim() === "") {
      toast({ title: ADMIN_TEXTS.apiKeyRequired, variant: "destructive" });
      return;
    }
    store.mutate(apiKey.trim());
  };
  return (
    <form className="console-form" onSubmit={submit}>
      <PasswordField
        label="Gemini API key"
        autoComplete="off"
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
        hint="Stored encrypted; used by chat, search and the safety check within 30 seconds, before GEMINI_API_KEY."
      />
      <Button type="submit" loading={store.isPending} disabled={apiKey === ""}>
        Store API key
      </Button>
    </form>
  );
}
