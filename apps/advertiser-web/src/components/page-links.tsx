import { Link } from "react-router";
import { ROUTES, STUDENT_HREFS } from "../lib/constants.ts";

export interface PageLinksProps {
  /** The text of a link back to the login page, where the page offers one. */
  login?: string;
  /** The text of the link to the student app's chat, which every page offers. */
  chat: string;
  /** The text of a link to the privacy policy, where the page offers one. */
  privacyPolicy?: string;
}

/** The links under an advertiser page's content, always in the same order. */
export function PageLinks({ login, chat, privacyPolicy }: PageLinksProps) {
  return (
    <nav className="page-links" aria-label="More">
      {login !== undefined && <Link to={ROUTES.login}>{login}</Link>}
      <a href={STUDENT_HREFS.chat}>{chat}</a>
      {privacyPolicy !== undefined && <a href={STUDENT_HREFS.privacyPolicy}>{privacyPolicy}</a>}
    </nav>
  );
}
