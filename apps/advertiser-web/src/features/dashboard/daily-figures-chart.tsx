import { formatCents } from "@kidsafe/contracts";
import type { DailyFigure } from "@kidsafe/contracts";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { TitledCard } from "../../components/titled-card.tsx";
import { formatCount } from "../../lib/format.ts";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/** 'YYYY-MM-DD' as a short label: 'Nov 28'. The days are UTC days, so they are read in UTC. */
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The seed's "real-time analytics": impressions (bars) and their charges (line) per day over the last 8 weeks, as
 * the dashboard's poll answers them. A one-line summary says the same for screen readers and before data arrives.
 */
export function DailyFiguresChart({ days }: { days: DailyFigure[] | undefined }) {
  const totals = (days ?? []).reduce(
    (sum, figure) => ({ impressions: sum.impressions + figure.impressions, chargesCents: sum.chargesCents + figure.chargesCents }),
    { impressions: 0, chargesCents: 0 },
  );
  return (
    <TitledCard titleId="daily-figures-title" title={DASHBOARD_COPY.chartTitle}>
      <p className="ks-muted">
        {days === undefined ? DASHBOARD_COPY.chartLoading : DASHBOARD_COPY.chartSummary(totals.impressions, formatCents(totals.chargesCents))}
      </p>
      {days !== undefined && (
        <div className="daily-chart" data-testid="daily-figures-chart">
          <ResponsiveContainer width="100%" height={260}>
            <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} />
              <YAxis yAxisId="impressions" allowDecimals={false} width={48} />
              <YAxis yAxisId="charges" orientation="right" width={56} tickFormatter={(cents: number) => formatCents(cents)} />
              <Tooltip
                labelFormatter={(day) => (typeof day === "string" ? shortDay(day) : "")}
                formatter={(value, name) => (name === DASHBOARD_COPY.chartCharges ? formatCents(Number(value)) : formatCount(Number(value)))}
              />
              <Legend />
              <Bar
                yAxisId="impressions"
                dataKey="impressions"
                name={DASHBOARD_COPY.chartImpressions}
                fill="var(--ks-primary)"
                isAnimationActive={false}
              />
              <Line
                yAxisId="charges"
                dataKey="chargesCents"
                name={DASHBOARD_COPY.chartCharges}
                stroke="var(--ks-success)"
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </TitledCard>
  );
}
