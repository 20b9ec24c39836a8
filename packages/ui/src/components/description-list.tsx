import { Fragment } from "react";
import type { ComponentProps } from "react";

/** A term and what it says; null leaves the term out. */
export type Description = readonly [term: string, description: string | null];

export interface DescriptionListProps extends Omit<ComponentProps<"dl">, "children"> {
  /** In the order shown; each term once. */
  items: readonly Description[];
}

/** Terms and their descriptions (`dl`), leaving out those with nothing to say. */
export function DescriptionList({ items, ...list }: DescriptionListProps) {
  return (
    <dl {...list}>
      {items.map(
        ([term, description]) =>
          description !== null && (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{description}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}
