import type { AdminAuditQuery } from "@kidsafe/contracts";
import { Input } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { formatTime } from "../../lib/format.ts";

const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The operators' audit log, newest first, filtered by action and operator. */
export function AuditLog() {
  const [action, setAction] = useState("");
  const [operator, setOperator] = useState("");
  const query: AdminAuditQuery = { action: action.trim() || undefined, operator: operator.trim() || undefined };
  const entries = useQuery({ queryKey: queryKeys.audit(query), queryFn: () => adminApi.audit(query), staleTime: 0 });
  return (
    <div className="console-stack">
      <div className="console-filters">
        <label>
          Action <Input value={action} onChange={(event) => setAction(event.target.value)} placeholder="e.g. advertiser.pause" />
        </label>
        <label>
          Operator <Input value={operator} onChange={(event) => setOperator(event.target.value)} placeholder="e.g. admin" />
        </label>
      </div>
      <table className="console-table">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>What</th>
            <th>Target</th>
            <th>Before</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {entries.data?.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatTime(entry.at)}</td>
              <td>{entry.operator}</td>
              <td>{entry.action}</td>
              <td>{entry.targetType ? `${entry.targetType} ${entry.targetId ?? ""}` : ""}</td>
              <td>
                <code>{show(entry.before)}</code>
              </td>
              <td>
                <code>{show(entry.after)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
