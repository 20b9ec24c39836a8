import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return <section {...props} className={classNames("ks-card", className)} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"header">) {
  return <header {...props} className={classNames("ks-card-header", className)} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 {...props} className={classNames("ks-card-title", className)} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p {...props} className={classNames("ks-card-description", className)} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div {...props} className={classNames("ks-card-content", className)} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"footer">) {
  return <footer {...props} className={classNames("ks-card-footer", className)} />;
}
