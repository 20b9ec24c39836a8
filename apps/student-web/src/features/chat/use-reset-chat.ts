import { CHAT_TEXTS, RESET_CHAT_ANIMATION_MS, RESET_CHAT_TOAST_AT_MS } from "@kidsafe/contracts";
import type { Message } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { chatApi } from "../../lib/api/chat.ts";
import { useConfirmTap } from "../../lib/use-confirm-tap.ts";
import { chatHistoryKey } from "./chat-history-query.ts";
import { CHAT_COPY } from "./chat-copy.ts";

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/**
 * 'Reset Chat': the second tap within 3 s clears the conversation (DELETE /api/chat/{id}).
 * The 1250 ms animation runs while the call does; the success toast comes 1500 ms after the tap, the
 * failure toast when the animation ends (the conversation then stays as it was).
 */
export function useResetChat(sessionId: string) {
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reset = useCallback(async () => {
    const startedAt = Date.now();
    setResetting(true);
    const cleared = chatApi.clear(sessionId).then(
      () => true,
      () => false,
    );
    const [ok] = await Promise.all([cleared, wait(RESET_CHAT_ANIMATION_MS)]);
    if (mounted.current) setResetting(false);
    if (!ok) {
      toast({ title: CHAT_TEXTS.clearFailed, variant: "destructive" });
      return;
    }
    queryClient.setQueryData<Message[]>(chatHistoryKey(sessionId), []);
    await wait(startedAt + RESET_CHAT_TOAST_AT_MS - Date.now());
    toast({ title: CHAT_COPY.resetDoneTitle, description: CHAT_COPY.resetDoneDescription });
  }, [queryClient, sessionId]);

  const confirmTap = useConfirmTap(() => void reset());
  return { armed: confirmTap.armed, tap: confirmTap.tap, resetting };
}
