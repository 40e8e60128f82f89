import type { ArticleStatus, BlogCategory, Language } from '@ghorbari/contracts';
import { and, count, desc, eq, inArray, isNotNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { updateIfStatus } from '../../db/update-if-status.ts';
import { articles } from './blog.schema.ts';
import { foldForSearch } from '../../text/fold.ts';
import { wordMatch, type ArticleSearch, type ArticleSearchParts, type ArticleSearchWord } from './search-text.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
/** What a staff save may change on an article. */
export type ArticleChanges = Partial<Omit<NewArticle, 'id' | 'number' | 'createdAt' | 'createdById'>>;

/** The search columns of an article, as `articleSearchColumns` makes them. */
export type ArticleSearchColumns = Pick<
  NewArticle,
  'searchText' | 'searchRoman' | 'searchTitleRoman' | 'searchVersion'
>;

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
  /** Only the articles written in this language (issue 31). */
  only?: Language | undefined;
  category?: BlogCategory | undefined;
  /** The reader's words (`articleSearch`): articles matching most of them, best first. */
  search?: ArticleSearch | undefined;
  /** The spotlight shown above the list and its other-language twin, left out of it. */
  excludeIds?: readonly string[] | undefined;
}

export interface StaffListFilter {
  status?: ArticleStatus | undefined;
  language?: Language | undefined;
  search?: ArticleSearch | undefined;
}

const published = (): SQL => eq(articles.status, 'published');

/** What a search reads of each article it scores. */
interface Candidate {
  id: string;
  title: string;
  titleRoman: string;
  language: Language;
  publishedAt: Date | null;
  updatedAt: Date;
  number: number;
  marks: string;
}
type Scores = ReturnType<typeof scoresOf>;
const timeOf = (at: Date | null) => at?.getTime() ?? 0;

/** `part` anywhere in this text; no character of it is a wildcard. */
const holds = (text: SQL, part: string): SQL => sql`strpos(${text}, ${part}) > 0`;

/**
 * How each word of a search matches an article, one character a word, as `wordMatch` says it
 * (search-text.ts): '2' as written or by a Banglish key, '1' by its meaning only, '0' not at all.
 * The long texts are copied once a row (`|| ''` leaves an uncompressed copy; OFFSET 0 keeps the
 * copy from being folded back into each use): each strpos on the stored columns would decompress
 * them again, a few milliseconds a word at a few hundred articles.
 */
function marksOf(words: readonly ArticleSearchWord[]): SQL<string> {
  const text = sql.raw('doc.text');
  const roman = sql.raw('doc.roman');
  const marks = words.map((word) => {
    const literal = or(holds(text, word.text), ...word.keys.map((key) => holds(roman, ` ${key} `)))!;
    const meaning = word.meaning ? sql` when ${holds(roman, ` ${word.meaning} `)} then '1'` : sql``;
    return sql`(case when ${literal} then '2'${meaning} else '0' end)`;
  });
  const copy = sql`select ${articles.searchText} || '' as text, ${articles.searchRoman} || '' as roman offset 0`;
  return sql<string>`(select concat(${sql.join(marks, sql`, `)}) from (${copy}) as doc)`;
}

/**
 * An article's standing in a search (issue 29): how many words it matches (as written, by key or
 * by meaning), how many its title matches, how many it matches as written or by key rather than
 * only by meaning ("flat" in a text that says ফ্ল্যাট before one that says বাসা).
 */
function scoresOf(search: ArticleSearch, marks: string, title: string, titleRoman: string) {
  const foldedTitle = foldForSearch(title);
  let matched = 0;
  let inTitle = 0;
  let literal = 0;
  search.words.forEach((word, index) => {
    if (marks[index] !== '0') matched++;
    if (marks[index] === '2') literal++;
    if (wordMatch(word, foldedTitle, titleRoman)) inTitle++;
  });
  return { matched, inTitle, literal };
}

const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** The published articles a public list holds: of its category and language, but those shown above it. */
const publicWhere = (filter: PublicListFilter): SQL | undefined =>
  and(
    published(),
    filter.only ? eq(articles.language, filter.only) : undefined,
    filter.category ? eq(articles.category, filter.category) : undefined,
    filter.excludeIds?.length ? notInArray(articles.id, [...filter.excludeIds]) : undefined,
  );

/** The blog's articles (issue 16): the only place that touches `articles` (ADR 009). */
export function createArticlesRepository(db: Executor) {
  /** The cards of one page of the articles under `where` in SQL `order`, and how many there are in all. */
  async function orderedPage(
    where: SQL | undefined,
    order: SQL[],
    page: number,
    limit: number,
  ): Promise<{ rows: ArticleCardRow[]; total: number }> {
    const [total] = await db.select({ n: count() }).from(articles).where(where);
    const rows = await db
      .select(cardColumns)
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * The articles matching enough words of a search, in `order`, and the cards of one page of
   * them. Every article under `where` is scored (articles are tens to hundreds): in SQL how each
   * word matches its text, here the title and the ranking, so both drivers rank alike.
   */
  async function searchPage(
    where: SQL | undefined,
    search: ArticleSearch,
    order: (a: Candidate & Scores, b: Candidate & Scores) => number,
    page: number,
    limit: number,
  ): Promise<{ rows: ArticleCardRow[]; total: number }> {
    const candidates = await db
      .select({
        id: articles.id,
        title: articles.title,
        titleRoman: articles.searchTitleRoman,
        language: articles.language,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        number: articles.number,
        marks: marksOf(search.words),
      })
      .from(articles)
      .where(where);
    const ranked = candidates
      .map((row) => ({ ...row, ...scoresOf(search, row.marks, row.title, row.titleRoman) }))
      .filter((row) => row.matched >= search.needed)
      .sort(order);
    const ids = ranked.slice((page - 1) * limit, page * limit).map((row) => row.id);
    const cards = ids.length === 0 ? [] : await db.select(cardColumns).from(articles).where(inArray(articles.id, ids));
    const byId = new Map(cards.map((card) => [card.id, card]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: ranked.length };
  }

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
      return updateIfStatus(tx, articles, id, from, {
        status: to,
        updatedAt: at,
        ...(to === 'published' ? { publishedAt: sql`coalesce(${articles.publishedAt}, ${at.toISOString()})` } : {}),
      });
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
     * A page of published articles. A search finds those matching most of its words, the most
     * words first, then the most in the title, then the most as written; then the reader's
     * language, then the newest.
     */
    async listPublished(
      filter: PublicListFilter,
      page: number,
      limit: number,
    ): Promise<{ rows: ArticleCardRow[]; total: number }> {
      const where = publicWhere(filter);
      if (filter.search) {
        const own = (row: Candidate) => (row.language === filter.language ? 1 : 0);
        return searchPage(
          where,
          filter.search,
          (a, b) =>
            b.matched - a.matched ||
            b.inTitle - a.inTitle ||
            b.literal - a.literal ||
            own(b) - own(a) ||
            timeOf(b.publishedAt) - timeOf(a.publishedAt) ||
            b.number - a.number,
          page,
          limit,
        );
      }
      return orderedPage(
        where,
        [sql`(${articles.language} = ${filter.language}) desc`, desc(articles.publishedAt), desc(articles.number)],
        page,
        limit,
      );
    },

    /** How many published articles a list of `filter` holds in all (a search: those matching enough words). */
    async countPublished(filter: Omit<PublicListFilter, 'excludeIds'>): Promise<number> {
      const where = publicWhere(filter);
      if (filter.search) return (await searchPage(where, filter.search, () => 0, 1, 0)).total;
      const [total] = await db.select({ n: count() }).from(articles).where(where);
      return total?.n ?? 0;
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

    /**
     * The staff list: every article (or those matching the filters), last changed first; a
     * search's articles matching the most words first.
     */
    async staffPage(
      filter: StaffListFilter,
      page: number,
      limit: number,
    ): Promise<{ rows: ArticleCardRow[]; total: number }> {
      const where = and(
        filter.status ? eq(articles.status, filter.status) : undefined,
        filter.language ? eq(articles.language, filter.language) : undefined,
      );
      if (filter.search)
        return searchPage(
          where,
          filter.search,
          (a, b) => b.matched - a.matched || timeOf(b.updatedAt) - timeOf(a.updatedAt) || b.number - a.number,
          page,
          limit,
        );
      return orderedPage(where, [desc(articles.updatedAt), desc(articles.number)], page, limit);
    },

    /** Up to `limit` articles whose search columns are not of build `version`, with what they are made of. */
    async staleSearchRows(
      version: number,
      limit: number,
    ): Promise<({ id: string; bodyMarkdown: string } & Omit<ArticleSearchParts, 'text'>)[]> {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          summary: articles.summary,
          tags: articles.tags,
          bodyMarkdown: articles.bodyMarkdown,
        })
        .from(articles)
        .where(ne(articles.searchVersion, version))
        .orderBy(articles.number)
        .limit(limit);
    },

    /**
     * Stores an article's rebuilt search columns, unless a save already wrote them of this build
     * (a staff edit between the read and this write keeps its own).
     */
    async writeSearchColumns(id: string, columns: ArticleSearchColumns, tx: Executor = db): Promise<void> {
      await tx
        .update(articles)
        .set(columns)
        .where(and(eq(articles.id, id), ne(articles.searchVersion, columns.searchVersion!)));
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
