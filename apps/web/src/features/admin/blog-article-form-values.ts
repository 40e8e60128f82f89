import { formResolver } from '../../lib/form-resolver.ts';
import { articleBodySchema, type ArticleBody, type Language } from '@ghorbari/contracts';
import type { FieldValues } from 'react-hook-form';
import type { StaffArticle } from './api/blog.ts';

/** The other-language version an article is linked to, as the form shows it. */
export interface TwinChoice {
  id: number;
  title: string;
}

/** The article as its form holds it; `toBody` turns it into the API's "data" (articleBodySchema). */
export interface ArticleFormValues {
  title: string;
  summary: string;
  bodyMarkdown: string;
  category: string;
  tags: string[];
  language: Language;
  authorName: string;
  coverAlt: string;
  twin: TwinChoice | null;
  spotlight: boolean;
}

export const emptyArticle = (language: Language, authorName: string): ArticleFormValues => ({
  title: '',
  summary: '',
  bodyMarkdown: '',
  category: '',
  tags: [],
  language,
  authorName,
  coverAlt: '',
  twin: null,
  spotlight: false,
});

/** An article as its edit form starts. */
export const fromArticle = (article: StaffArticle): ArticleFormValues => ({
  title: article.title,
  summary: article.summary,
  bodyMarkdown: article.bodyMarkdown,
  category: article.category,
  tags: article.tags,
  language: article.language,
  authorName: article.authorName,
  coverAlt: article.cover?.alt ?? '',
  twin: article.twin ? { id: article.twin.id, title: article.twin.title } : null,
  spotlight: article.spotlight,
});

/** The form's values as the API reads them (`removeCover` is added when the form sends). */
export const toBody = (values: ArticleFormValues): FieldValues => ({
  title: values.title,
  summary: values.summary,
  bodyMarkdown: values.bodyMarkdown,
  category: values.category || undefined,
  tags: values.tags,
  language: values.language,
  authorName: values.authorName,
  coverAlt: values.coverAlt,
  twinId: values.twin?.id ?? null,
  spotlight: values.spotlight,
});

/** The same schema as the API's: the browser refuses exactly what the server would, with the same words. */
export const articleResolver = formResolver<ArticleFormValues, typeof articleBodySchema>(articleBodySchema, toBody);

export type { ArticleBody };

/**
 * Where a problem the server found is shown: its field in the form (the twin's number is the
 * twin picker), or null for one that belongs to no field.
 */
export function fieldOfIssue(path: string): keyof ArticleFormValues | 'cover' | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'twinId') return 'twin';
  if (head === 'cover' || head === 'removeCover') return 'cover';
  const fields: (keyof ArticleFormValues)[] = [
    'title',
    'summary',
    'bodyMarkdown',
    'category',
    'tags',
    'language',
    'authorName',
    'coverAlt',
    'spotlight',
  ];
  return (fields as string[]).includes(head) ? (head as keyof ArticleFormValues) : null;
}
