import { ProseSection } from "../../components/prose-section.tsx";
import { CONSENT_NOTICE_SECTIONS } from "./consent-notice.ts";

/** The direct notice's sections, with headings one level under `level`. */
export function ConsentNoticeView({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <div className="consent-notice">
      {CONSENT_NOTICE_SECTIONS.map((section) => (
        <ProseSection key={section.id} section={section} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
