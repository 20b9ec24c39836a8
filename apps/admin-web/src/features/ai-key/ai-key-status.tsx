import { useQuery } from "@tanstack/react-query";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { formatTime } from "../../lib/format.ts";

const IN_USE = {
  stored: "The stored key",
  environment: "GEMINI_API_KEY from the servers' environment",
  none: "No key: chat answers that the AI is not set up",
} as const;

/** What the console may know of the stored key: set or not, when, by whom, its last four, and Gemini's refusal. */
export function AiKeyStatus() {
  const status = useQuery({ queryKey: queryKeys.keyStatus, queryFn: adminApi.keyStatus, staleTime: 0 });
  if (!status.data) return null;
  const { inUse, stored } = status.data;
  return (
    <dl className="console-facts" aria-label="Stored key">
      <dt>In use</dt>
      <dd>{IN_USE[inUse]}</dd>
      <dt>Stored key</dt>
      <dd>{stored ? `…${stored.lastFour}, set ${formatTime(stored.setAt)} by ${stored.setBy ?? "a removed operator"}` : "None"}</dd>
      {stored && !stored.readable && (
        <>
          <dt>Problem</dt>
          <dd role="alert">KEY_ENCRYPTION_KEY has changed since this key was stored: store it again.</dd>
        </>
      )}
      {stored?.rejected && (
        <>
          <dt>Refused by Gemini</dt>
          <dd role="alert">
            {formatTime(stored.rejected.at)}: {stored.rejected.message}
          </dd>
        </>
      )}
    </dl>
  );
}
