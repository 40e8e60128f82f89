import type { ArticleCard, Language, StaffArticle } from '@ghorbari/contracts';
import type { ArticleCardRow, ArticleRow } from './articles.repository.ts';

/** The other-language version an article links to, as the page shows it. */
export interface TwinBrief {
  id: number;
  title: string;
  language: Language;
}

const coverOf = (row: ArticleCardRow) =>
  row.coverCard && row.coverLarge ? { card: row.coverCard, large: row.coverLarge, alt: row.coverAlt } : null;

/** An article as a card (lists, spotlight, related). A published article always has its publish time. */
export function presentCard(row: ArticleCardRow): ArticleCard {
  return {
    id: row.number,
    title: row.title,
    summary: row.summary,
    category: row.category,
    language: row.language,
    tags: row.tags,
    cover: coverOf(row),
    authorName: row.authorName,
    readingMinutes: row.readingMinutes,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    spotlight: row.spotlight,
  };
}

/** An article in the staff list: its card with status, dates, twin and comments counted. */
export function presentStaffItem(
  row: ArticleCardRow,
  twin: TwinBrief | null,
  commentCount: number,
): Omit<StaffArticle, 'bodyMarkdown' | 'bodyHtml'> {
  return {
    ...presentCard(row),
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    twin,
    commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An article as the staff editor opens it, with its Markdown and the HTML it renders to. */
export function presentStaffArticle(row: ArticleRow, twin: TwinBrief | null, commentCount: number): StaffArticle {
  return { ...presentStaffItem(row, twin, commentCount), bodyMarkdown: row.bodyMarkdown, bodyHtml: row.bodyHtml };
}
