import type { ReactNode } from "react";
import { Link } from "react-router";
import { TitledCard } from "./titled-card.tsx";

export interface FormCardProps {
  titleId: string;
  copy: { title: string; intro: string; otherWayIn: { prompt: string; link: string } };
  /** Where the line under the form leads: login and registration point at each other. */
  otherWayIn: string;
  children: ReactNode;
}

/** The card of a page that is one form: the page's heading, a line of introduction, the form, the other way in. */
export function FormCard({ titleId, copy, otherWayIn, children }: FormCardProps) {
  return (
    <TitledCard className="form-card" titleId={titleId} title={copy.title} level={1}>
      <p className="ks-muted">{copy.intro}</p>
      {children}
      <p className="form-card-footer">
        {copy.otherWayIn.prompt} <Link to={otherWayIn}>{copy.otherWayIn.link}</Link>
      </p>
    </TitledCard>
  );
}
