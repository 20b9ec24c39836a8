import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { buttonClassName } from "@kidsafe/ui";
import { Link } from "react-router";
import { ROUTES } from "../lib/constants.ts";

/** What a page for signed-in children shows a visitor instead of redirecting: why, and the way to sign in. */
export function LoginRequired({ message, className }: { message: string; className: string }) {
  return (
    <>
      <p className={className}>{message}</p>
      <Link className={buttonClassName()} to={ROUTES.auth}>
        {GENERAL_TEXTS.login}
      </Link>
    </>
  );
}
