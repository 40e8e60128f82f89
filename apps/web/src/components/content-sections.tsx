import { withEnglishParts } from '../lib/english-parts.tsx';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

const anchor = (index: number) => `section-${index + 1}`;

/** The body of a static page: numbered anchors, headings, paragraphs and bullet lists. */
export function ContentSections({ sections, toc }: { sections: ContentSection[]; toc?: string }) {
  return (
    <div className="space-y-6">
      {toc ? (
        <nav aria-label={toc} className="rounded-xl bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-gray-900">{toc}</h2>
          <ol className="mt-2 grid gap-1 text-[15px] sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`} className="text-brand-800 underline-offset-2 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <section
          key={section.heading}
          id={anchor(index)}
          aria-labelledby={`${anchor(index)}-title`}
          className="scroll-mt-20 rounded-xl bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id={`${anchor(index)}-title`} className="text-xl font-semibold text-gray-900">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-[16px] text-gray-700">
              {withEnglishParts(paragraph)}
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-[16px] text-gray-700 marker:text-brand-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
