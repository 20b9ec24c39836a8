import { FEATURE_LABELS, FEATURES } from "@kidsafe/contracts";
import type { FeatureLimits, FeatureUse } from "@kidsafe/contracts";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";

const usageOf = (uses: readonly FeatureUse[], feature: FeatureUse["feature"]) =>
  uses.find((use) => use.feature === feature) ?? { feature, minutes: 0, uses: 0 };

/** A bar without a limit is drawn against an hour, or the longest use today: the bars stay comparable. */
const UNLIMITED_SCALE_MINUTES = 60;

/** Today's minutes per feature, each as a bar against its limit (or against the day's longest use). */
export function TodayTime({ today, limits }: { today: readonly FeatureUse[]; limits: FeatureLimits }) {
  const longest = Math.max(UNLIMITED_SCALE_MINUTES, ...today.map((use) => use.minutes));
  return (
    <section className="parent-section" aria-labelledby="today-title">
      <h2 id="today-title">{CHILD_DAY_COPY.todayTitle}</h2>
      <ul className="feature-bars">
        {FEATURES.map((feature) => {
          const { minutes } = usageOf(today, feature);
          const limit = limits[feature] ?? null;
          const share = Math.min(1, minutes / (limit ?? longest));
          return (
            <li key={feature} className="feature-bar-row" data-feature={feature}>
              <span className="feature-bar-label">{FEATURE_LABELS[feature]}</span>
              <span className="feature-bar-value">
                {limit === null
                  ? `${CHILD_DAY_COPY.minutes(minutes)} · ${CHILD_DAY_COPY.noLimit}`
                  : CHILD_DAY_COPY.minutesOfLimit(minutes, limit)}
              </span>
              <span className="feature-bar" aria-hidden="true">
                <span
                  className="feature-bar-fill"
                  data-full={limit !== null && minutes >= limit}
                  style={{ width: `${Math.round(share * 100)}%` }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The last seven days per feature: minutes, and messages or searches where they count. */
export function WeekTime({ week }: { week: readonly FeatureUse[] }) {
  return (
    <section className="parent-section" aria-labelledby="week-title">
      <h2 id="week-title">{CHILD_DAY_COPY.weekTitle}</h2>
      <dl className="feature-week">
        {FEATURES.map((feature) => {
          const use = usageOf(week, feature);
          return (
            <div key={feature} className="feature-week-row">
              <dt>{FEATURE_LABELS[feature]}</dt>
              <dd>
                {CHILD_DAY_COPY.minutes(use.minutes)}
                {use.uses > 0 && ` · ${CHILD_DAY_COPY.uses(feature, use.uses)}`}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
