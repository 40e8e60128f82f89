import type { ArticleStatus, BlogCategory, Language } from '@ghorbari/contracts';
import { and, count, desc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles } from '../../db/blog-schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
/** What a staff save may change on an article. */
export type ArticleChanges = Partial<Omit<NewArticle, 'id' | 'number' | 'createdAt' | 'createdById'>>;

/** The columns of a card (lists, related articles): everything but the body and its search copy. */
const cardColumns = {
  id: articles.id,
  number: articles.number,
  language: articles.language,
  twinId: articles.twinId,
  title: articles.title,
  summary: articles.summary,
  coverCard: articles.coverCard,
  coverLarge: articles.coverLarge,
  coverAlt: articles.coverAlt,
  category: articles.category,
  tags: articles.tags,
  authorName: articles.authorName,
  status: articles.status,
  spotlight: articles.spotlight,
  readingMinutes: articles.readingMinutes,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
export type ArticleCardRow = Pick<ArticleRow, keyof typeof cardColumns>;

export interface PublicListFilter {
  /** The reader's language: its articles come first. */
  language: Language;
  category?: BlogCategory | undefined;
  /** Folded search words (`searchTerms`): each must occur in the article's search text. */
  terms: readonly string[];
  /** The spotlight shown above the list and its other-language twin, left out of it. */
  excludeIds?: readonly string[] | undefined;
}

export interface StaffListFilter {
  status?: ArticleStatus | undefined;
  language?: Language | undefined;
  terms: readonly string[];
}

const published = (): SQL => eq(articles.status, 'published');

/** A LIKE pattern matching `term` anywhere, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every word inside this folded text (a column or expression). */
const hasEvery = (text: SQL | typeof articles.searchText, terms: readonly string[]): SQL =>
  and(...terms.map((term) => sql`${text} like ${containing(term)} escape '\\'`)) as SQL;

/**
 * The title in the folded form of `foldForSearch` as far as a single word needs it: NFC, the
 * nukta letters as one code point, Bengali digits as ASCII, lower case.
 */
const foldedTitle = (): SQL =>
  sql`lower(translate(replace(replace(replace(normalize(${articles.title}, NFC), ${'\u09AF\u09BC'}, ${'\u09DF'}), ${'\u09A1\u09BC'}, ${'\u09DC'}), ${'\u09A2\u09BC'}, ${'\u09DD'}), ${'০১২৩৪৫৬৭৮৯'}, ${'0123456789'}))`;

const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** The blog's articles (issue 16): the only place that touches `articles` (ADR 009). */
export function createArticlesRepository(db: Executor) {
  return {
    /** A published article by its public number, or undefined. */
    async publishedByNumber(number: number, tx: Executor = db): Promise<ArticleRow | undefined> {
      const [row] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.number, number), published()))
        .limit(1);
      return row;
    },

    /** An article by its public number, whatever its status (staff). */
    async byNumber(number: number, tx: Executor = db): Promise<ArticleRow | undefined> {
      const [row] = await tx.select().from(articles).where(eq(articles.number, number)).limit(1);
      return row;
    },

    async byId(id: string, tx: Executor = db): Promise<ArticleRow | undefined> {
      const [row] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row;
    },

    /** The number, title, language and status of each of these articles, by id. */
    async briefsByIds(
      ids: readonly string[],
    ): Promise<Map<string, { number: number; title: string; language: Language; status: ArticleStatus }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: articles.id,
          number: articles.number,
          title: articles.title,
          language: articles.language,
          status: articles.status,
        })
        .from(articles)
        .where(inArray(articles.id, [...new Set(ids)]));
      return new Map(rows.map(({ id, ...brief }) => [id, brief]));
    },

    /** Stores a new article; the caller has rendered its HTML, reading time and search text. */
    async insert(values: NewArticle, tx: Executor = db): Promise<ArticleRow> {
      const [row] = await tx.insert(articles).values(values).returning();
      return row!;
    },

    async update(id: string, changes: ArticleChanges, tx: Executor = db): Promise<ArticleRow | undefined> {
      const [row] = await tx.update(articles).set(changes).where(eq(articles.id, id)).returning();
      return row;
    },

    /**
     * Makes `a` and `b` each other's twin, first unlinking whatever either was linked to, so the
     * link is always both ways. Run in the caller's transaction.
     */
    async linkTwins(a: string, b: string, tx: Executor): Promise<void> {
      await tx
        .update(articles)
        .set({ twinId: null })
        .where(inArray(articles.twinId, [a, b]));
      await tx.update(articles).set({ twinId: b }).where(eq(articles.id, a));
      await tx.update(articles).set({ twinId: a }).where(eq(articles.id, b));
    },

    /** Unlinks an article and whichever article named it as twin. Run in the caller's transaction. */
    async unlinkTwin(id: string, tx: Executor): Promise<void> {
      await tx.update(articles).set({ twinId: null }).where(eq(articles.twinId, id));
      await tx.update(articles).set({ twinId: null }).where(eq(articles.id, id));
    },

    /**
     * Takes the spotlight of a language away from every article but `keepId`, holding that
     * language's spotlight lock until the caller's transaction ends: of two staff setting the
     * spotlight at once, the second waits, then clears the first's (one spotlight, no clash on
     * the partial unique index).
     */
    async clearSpotlight(language: Language, keepId: string | null, tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`article-spotlight:${language}`}))`);
      await tx
        .update(articles)
        .set({ spotlight: false })
        .where(
          and(
            eq(articles.language, language),
            eq(articles.spotlight, true),
            keepId ? ne(articles.id, keepId) : undefined,
          ),
        );
    },

    /**
     * from → to in one guarded UPDATE, setting the publish time the first time it is published.
     * Returns the changed row, or undefined if the status was no longer `from`.
     */
    async changeStatus(
      id: string,
      from: ArticleStatus,
      to: ArticleStatus,
      at: Date,
      tx: Executor = db,
    ): Promise<ArticleRow | undefined> {
      const [row] = await tx
        .update(articles)
        .set({
          status: to,
          updatedAt: at,
          ...(to === 'published' ? { publishedAt: sql`coalesce(${articles.publishedAt}, ${at.toISOString()})` } : {}),
        })
        .where(and(eq(articles.id, id), eq(articles.status, from)))
        .returning();
      return row;
    },

    /** The published spotlight of a language, if any. */
    async spotlightOf(language: Language): Promise<ArticleCardRow | undefined> {
      const [row] = await db
        .select(cardColumns)
        .from(articles)
        .where(and(published(), eq(articles.language, language), eq(articles.spotlight, true)))
        .limit(1);
      return row;
    },

    /**
     * A page of published articles: title matches first when searching, then the reader's
     * language, then the newest.
     */
    async listPublished(
      filter: PublicListFilter,
      page: number,
      limit: number,
    ): Promise<{ rows: ArticleCardRow[]; total: number }> {
      const where = and(
        published(),
        filter.category ? eq(articles.category, filter.category) : undefined,
        filter.terms.length > 0 ? hasEvery(articles.searchText, filter.terms) : undefined,
        filter.excludeIds?.length ? notInArray(articles.id, [...filter.excludeIds]) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(articles).where(where);
      const rows = await db
        .select(cardColumns)
        .from(articles)
        .where(where)
        .orderBy(
          ...(filter.terms.length > 0 ? [sql`(${hasEvery(foldedTitle(), filter.terms)}) desc`] : []),
          sql`(${articles.language} = ${filter.language}) desc`,
          desc(articles.publishedAt),
          desc(articles.number),
        )
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Published articles to read next: not the article or its twin; the same language first,
     * then the same category, then the most tags in common, then the newest.
     */
    async related(article: ArticleRow, limit: number): Promise<ArticleCardRow[]> {
      const tags = textArray(article.tags);
      const shared = sql`cardinality(array(select unnest(${articles.tags}) intersect select unnest(${tags})))`;
      return db
        .select(cardColumns)
        .from(articles)
        .where(and(published(), notInArray(articles.id, [article.id, ...(article.twinId ? [article.twinId] : [])])))
        .orderBy(
          sql`(${articles.language} = ${article.language}) desc`,
          sql`(${articles.category} = ${article.category}) desc`,
          sql`${shared} desc`,
          desc(articles.publishedAt),
          desc(articles.number),
        )
        .limit(limit);
    },

    /** The staff list: every article (or those matching the filters), last changed first. */
    async staffPage(
      filter: StaffListFilter,
      page: number,
      limit: number,
    ): Promise<{ rows: ArticleCardRow[]; total: number }> {
      const where = and(
        filter.status ? eq(articles.status, filter.status) : undefined,
        filter.language ? eq(articles.language, filter.language) : undefined,
        filter.terms.length > 0 ? hasEvery(articles.searchText, filter.terms) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(articles).where(where);
      const rows = await db
        .select(cardColumns)
        .from(articles)
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.number))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: total?.n ?? 0 };
    },

    /** Published articles for the sitemap, most recently changed first, with their twin's id. */
    async publicPages(
      limit: number,
    ): Promise<{ id: string; number: number; language: Language; twinId: string | null; changedAt: Date }[]> {
      return db
        .select({
          id: articles.id,
          number: articles.number,
          language: articles.language,
          twinId: articles.twinId,
          changedAt: articles.updatedAt,
        })
        .from(articles)
        .where(and(published(), isNotNull(articles.publishedAt)))
        .orderBy(desc(articles.updatedAt), desc(articles.number))
        .limit(limit);
    },
  };
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
