import type { AdminAdvertiser } from "@kidsafe/contracts";
import { ActionMenu, toast } from "@kidsafe/ui";
import type { ActionMenuItem } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OctagonX, Pause, Play, RefreshCw } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { ADVERTISERS_COPY as COPY } from "./advertisers-copy.ts";

type Action = "pause" | "resume" | "recheck" | "end";

/** The actions that ask first, with a reason for the audit log; ending says it cannot be undone. */
const ASKED_ACTIONS = ["pause", "end"] as const;
const QUESTIONS = {
  pause: { title: COPY.pauseTitle, consequence: COPY.pauseConsequence, confirmLabel: COPY.pauseConfirm, destructive: false },
  end: { title: COPY.endTitle, consequence: COPY.endConsequence, confirmLabel: COPY.endConfirm, destructive: true },
} as const;

/** One advertiser's actions in a row menu; pausing asks for a reason, ending says what it does and asks too. */
export function AdvertiserActions({ advertiser }: { advertiser: AdminAdvertiser }) {
  const [asking, setAsking] = useState<(typeof ASKED_ACTIONS)[number] | null>(null);
  const client = useQueryClient();
  const act = useMutation({
    mutationFn: async ({ action, reason }: { action: Action; reason: string }) => {
      if (action === "pause") await adminApi.pause(advertiser.id, reason);
      else if (action === "resume") await adminApi.resume(advertiser.id);
      else if (action === "recheck") await adminApi.recheck(advertiser.id);
      else await adminApi.end(advertiser.id, reason);
      return action;
    },
    onSuccess: (action) => {
      setAsking(null);
      toast({ title: `${advertiser.appName}: ${COPY.done[action]}` });
      void client.invalidateQueries({ queryKey: queryKeys.advertisers({}).slice(0, 2) });
    },
    onError: (error) => toast({ title: COPY.notDone(advertiser.appName), description: errorText(error, ""), variant: "destructive" }),
  });
  if (advertiser.status === "cancelled") return null;

  const run = (action: Action, reason = "") => act.mutate({ action, reason });
  const items: ActionMenuItem[] = [
    advertiser.pausedAt
      ? { label: COPY.resume, icon: <Play size={16} />, onSelect: () => run("resume"), disabled: act.isPending }
      : { label: COPY.pause, icon: <Pause size={16} />, onSelect: () => setAsking("pause"), disabled: act.isPending },
    { label: COPY.recheck, icon: <RefreshCw size={16} />, onSelect: () => run("recheck"), disabled: act.isPending },
    { label: COPY.end, icon: <OctagonX size={16} />, onSelect: () => setAsking("end"), destructive: true, disabled: act.isPending },
  ];
  const close = (open: boolean) => {
    if (!open) setAsking(null);
  };
  return (
    <>
      <ActionMenu label={COPY.actionsFor(advertiser.appName)} items={items} />
      {ASKED_ACTIONS.map((action) => {
        const question = QUESTIONS[action];
        return (
          <ConfirmDialog
            key={action}
            open={asking === action}
            onOpenChange={close}
            title={question.title(advertiser.appName)}
            consequence={question.consequence}
            confirmLabel={question.confirmLabel}
            destructive={question.destructive}
            reasonLabel={COPY.reason}
            pending={act.isPending}
            onConfirm={(reason) => run(action, reason)}
          />
        );
      })}
    </>
  );
}
