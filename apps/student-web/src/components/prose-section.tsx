export interface ProseSectionContent {
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[] | undefined;
}

export interface ProseSectionProps {
  section: ProseSectionContent;
  headingLevel: 2 | 3;
  className?: string;
}

/** A titled section of a policy or a notice: its paragraphs, then its bullets; the heading names the section. */
export function ProseSection({ section, headingLevel, className }: ProseSectionProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={section.id} className={className} aria-labelledby={`${section.id}-title`}>
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
  );
}
