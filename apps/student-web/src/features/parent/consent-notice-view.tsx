import { CONSENT_NOTICE_SECTIONS } from "./consent-notice.ts";

/** The direct notice's sections, with headings one level under `level`. */
export function ConsentNoticeView({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="consent-notice">
      {CONSENT_NOTICE_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Heading id={`${section.id}-title`}>{section.title}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
