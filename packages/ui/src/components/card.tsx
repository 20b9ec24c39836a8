import { createElement } from "react";
import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";

type CardElement = "section" | "header" | "h2" | "p" | "div" | "footer";

/** Each part of a card is its element with the part's class before the caller's. */
function cardPart<Tag extends CardElement>(tag: Tag, partClassName: string) {
  return function CardPart({ className, ...props }: ComponentProps<Tag>) {
    return createElement(tag, { ...props, className: classNames(partClassName, className) });
  };
}

export const Card = cardPart("section", "ks-card");
export const CardHeader = cardPart("header", "ks-card-header");
export const CardTitle = cardPart("h2", "ks-card-title");
export const CardDescription = cardPart("p", "ks-card-description");
export const CardContent = cardPart("div", "ks-card-content");
export const CardFooter = cardPart("footer", "ks-card-footer");
