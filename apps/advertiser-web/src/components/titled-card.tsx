import { Card } from "@kidsafe/ui";
import type { ComponentProps, ReactNode } from "react";

export interface TitledCardProps extends Omit<ComponentProps<"section">, "title"> {
  /** The heading's id: the card is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** 1 for the card that holds the page's heading; 2 (the default) for one card among several. */
  level?: 1 | 2;
}

/** A card named by its heading, as a screen reader lists the regions of a page. */
export function TitledCard({ titleId, title, level = 2, children, ...cardProps }: TitledCardProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <Card {...cardProps} aria-labelledby={titleId}>
      <Heading id={titleId} className="ks-card-title">
        {title}
      </Heading>
      {children}
    </Card>
  );
}
