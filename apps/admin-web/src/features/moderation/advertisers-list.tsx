import type { AdminAdvertiser } from "@kidsafe/contracts";
import { Button, Input, toast } from "@kidsafe/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { formatTime } from "../../lib/format.ts";

/**
 * Advertisers with what an operator decides on: status, upfront, overdue, the last safety verdict, this week's
 * impressions; and the actions. `reviewQueue`: only paused apps, longest waiting first, with the page the AI read.
 */
export function AdvertisersList({ reviewQueue = false }: { reviewQueue?: boolean }) {
  const [search, setSearch] = useState("");
  const query = { search: search.trim() || undefined, paused: reviewQueue ? ("true" as const) : undefined };
  const advertisers = useQuery({ queryKey: queryKeys.advertisers(query), queryFn: () => adminApi.advertisers(query), staleTime: 0 });
  return (
    <div className="console-stack">
      {!reviewQueue && (
        <label className="console-filters">
          Search <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="App name or URL" />
        </label>
      )}
      {advertisers.data?.advertisers.length === 0 && (
        <p className="ks-muted">{reviewQueue ? "No app is waiting for review." : "No advertisers."}</p>
      )}
      <ul className="console-list">
        {advertisers.data?.advertisers.map((advertiser) => (
          <AdvertiserItem key={advertiser.id} advertiser={advertiser} showVerdict={reviewQueue} />
        ))}
      </ul>
    </div>
  );
}

function AdvertiserItem({ advertiser, showVerdict }: { advertiser: AdminAdvertiser; showVerdict: boolean }) {
  const [reason, setReason] = useState("");
  const client = useQueryClient();
  const act = useMutation({
    mutationFn: async (action: "pause" | "resume" | "recheck" | "end") => {
      if (action === "pause") await adminApi.pause(advertiser.id, reason);
      else if (action === "resume") await adminApi.resume(advertiser.id);
      else if (action === "recheck") await adminApi.recheck(advertiser.id);
      else await adminApi.end(advertiser.id, reason);
      return action;
    },
    onSuccess: (action) => {
      setReason("");
      toast({ title: `${advertiser.appName}: ${ACTION_DONE[action]}` });
      void client.invalidateQueries({ queryKey: queryKeys.advertisers({}).slice(0, 2) });
    },
    onError: (error) => toast({ title: `${advertiser.appName}: not done`, description: errorText(error, ""), variant: "destructive" }),
  });
  const safety = advertiser.lastSafety;
  return (
    <li className="console-item" aria-label={advertiser.appName}>
      <p>
        <strong>{advertiser.appName}</strong> · <a href={advertiser.appUrl}>{advertiser.appUrl}</a>
      </p>
      <p className="console-tags">
        <span>{advertiser.status}</span>
        <span>{advertiser.upfrontPaid ? "upfront paid" : "upfront pending"}</span>
        {advertiser.overdue && <span>overdue</span>}
        {advertiser.blacklisted && <span>blacklisted</span>}
        <span>{advertiser.pausedAt ? `paused: ${advertiser.pauseReason ?? ""}` : "shown"}</span>
        <span>{advertiser.impressionsThisWeek} impressions this week</span>
        <span>{safety ? `last check ${safety.isSafe ? "safe" : "unsafe"} (${formatTime(safety.checkedAt)})` : "never checked"}</span>
      </p>
      {showVerdict && safety && (
        <div className="console-verdict">
          <p>
            <strong>{safety.reason}</strong> {safety.details}
          </p>
          <p className="ks-muted">
            Pages read:{" "}
            {safety.pages.map((page) => (
              <a key={page.url} href={page.url}>
                {page.title || page.url}{" "}
              </a>
            ))}
          </p>
        </div>
      )}
      {advertiser.status !== "cancelled" && (
        <div className="console-inline-form">
          <Input
            aria-label={`Reason for ${advertiser.appName}`}
            placeholder="Reason (pause, end)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {advertiser.pausedAt ? (
            <Button size="sm" onClick={() => act.mutate("resume")} loading={act.isPending}>
              Resume
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => act.mutate("pause")} loading={act.isPending}>
              Pause
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => act.mutate("recheck")} loading={act.isPending}>
            Re-run safety check
          </Button>
          <Button size="sm" variant="destructive" onClick={() => act.mutate("end")} loading={act.isPending}>
            End and blacklist
          </Button>
        </div>
      )}
    </li>
  );
}

const ACTION_DONE = { pause: "paused", resume: "resumed", recheck: "safety check queued", end: "account ended, site blacklisted" } as const;
