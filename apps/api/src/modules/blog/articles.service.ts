import {
  articleIdSchema,
  LIMITS,
  type ArticleBody,
  type ArticleDetail,
  type ArticleStatus,
  type BlogListQuery,
  type Language,
  type StaffBlogQuery,
} from '@ghorbari/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { removeBlogFiles, storeBlogCover, storeBlogImage } from '../../images/blog-images.ts';
import type { FileInput } from '../../images/file-input.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { ArticleForm } from './articles.form.ts';
import { presentCard, presentStaffArticle, presentStaffItem, type TwinBrief } from './articles.presenters.ts';
import type { ArticleChanges, ArticleRow, ArticlesRepository } from './articles.repository.ts';
import { renderArticle } from './markdown.ts';
import { ARTICLE_SEARCH_VERSION, articleSearch, articleSearchColumns, type ArticleSearch } from './search-text.ts';
import type { Storage } from '../../storage/storage.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';

export interface ArticlesDeps {
  database: Pick<Database, 'transaction'>;
  articles: ArticlesRepository;
  /** The audit log's writer (the audit module's repository, handed in from app.ts). */
  audit: AuditWriter<'article'>;
  /** Visible comments and replies per article id (the comments' own module counts them). */
  commentCounts: (articleIds: string[]) => Promise<Map<string, number>>;
  /** Where uploaded files live (ADR 028). */
  storage: Storage;
  now?: () => Date;
}

/** Staff see this many articles a page. */
const STAFF_PAGE = 20;
/** Articles whose search columns are rebuilt per transaction. */
const REBUILD_BATCH = 50;
const B = LIMITS.blog;

const paginationOf = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/**
 * An article's number from the path. Anything that is not one (letters, 0, too large) is an
 * article that does not exist: 404, as for a number nobody wrote.
 */
function numberOf(raw: string): number {
  const parsed = /^\d{1,10}$/.test(raw) ? articleIdSchema.safeParse(raw) : null;
  if (!parsed?.success) throw new AppError('ARTICLE_UNAVAILABLE');
  return parsed.data;
}

const twinInvalid = () =>
  new AppError('ARTICLE_TWIN_INVALID', undefined, undefined, [
    { path: 'twinId', messageKey: 'errors.articleTwinInvalid' },
  ]);

/** The columns a staff save writes: the fields, and the HTML, reading time and search columns made from them. */
function columnsOf(body: ArticleBody) {
  const rendered = renderArticle(body.bodyMarkdown);
  const tags = [...new Set(body.tags)];
  return {
    title: body.title,
    summary: body.summary,
    bodyMarkdown: body.bodyMarkdown,
    bodyHtml: rendered.html,
    readingMinutes: rendered.readingMinutes,
    ...articleSearchColumns({ title: body.title, summary: body.summary, tags, text: rendered.text }),
    category: body.category,
    tags,
    language: body.language,
    authorName: body.authorName,
    coverAlt: body.coverAlt,
    spotlight: body.spotlight,
  } satisfies ArticleChanges;
}

/**
 * The blog's articles (issue 16, ADR 018): the public list (spotlight, search, categories, pages)
 * and article page; staff write in Markdown, rendered and sanitised once on save, link the
 * other-language twin, choose one spotlight per language, and publish or take down (audit log).
 */
export function createArticlesService({
  database,
  articles: repo,
  audit,
  commentCounts,
  storage,
  now = () => new Date(),
}: ArticlesDeps) {
  /**
   * Rebuilds the search columns of every article of another build (the migration's empty rows, a
   * new vocabulary of meanings) before the first search of a process, which waits for it: articles
   * are tens to hundreds, each rendered and folded again in a few milliseconds, once per new build
   * (later processes find none stale), so no search ranks by an old build.
   */
  async function rebuildSearch(): Promise<void> {
    const seen = new Set<string>();
    for (;;) {
      const rows = (await repo.staleSearchRows(ARTICLE_SEARCH_VERSION, REBUILD_BATCH)).filter(
        (row) => !seen.has(row.id),
      );
      if (rows.length === 0) return;
      await database.transaction(async (tx) => {
        for (const { id, bodyMarkdown, ...parts } of rows) {
          seen.add(id);
          const text = renderArticle(bodyMarkdown).text;
          await repo.writeSearchColumns(id, articleSearchColumns({ ...parts, text }), tx);
        }
      });
    }
  }
  let searchReady: Promise<void> | undefined;
  /** The search words of a query, once every article's search columns are of this build. */
  async function searchOf(q: string | undefined): Promise<ArticleSearch | undefined> {
    const search = articleSearch(q);
    if (!search) return undefined;
    searchReady ??= rebuildSearch().catch((error: unknown) => {
      searchReady = undefined;
      throw error;
    });
    await searchReady;
    return search;
  }

  async function find(raw: string, tx?: Executor): Promise<ArticleRow> {
    const article = await repo.byNumber(numberOf(raw), tx);
    if (!article) throw new AppError('ARTICLE_UNAVAILABLE');
    return article;
  }

  async function twinsOf(rows: readonly Pick<ArticleRow, 'twinId'>[], publishedOnly: boolean) {
    const briefs = await repo.briefsByIds(rows.flatMap((row) => row.twinId ?? []));
    return (row: Pick<ArticleRow, 'twinId'>): TwinBrief | null => {
      const twin = row.twinId ? briefs.get(row.twinId) : undefined;
      if (!twin || (publishedOnly && twin.status !== 'published')) return null;
      return { id: twin.number, title: twin.title, language: twin.language };
    };
  }

  async function staffArticleOf(row: ArticleRow) {
    const [twin, counts] = await Promise.all([twinsOf([row], false), commentCounts([row.id])]);
    return presentStaffArticle(row, twin(row), counts.get(row.id) ?? 0);
  }

  /** The twin a form names: an existing article in the other language, never the article itself. */
  async function checkedTwin(body: ArticleBody, selfId: string | null, tx?: Executor): Promise<ArticleRow | null> {
    if (body.twinId === null) return null;
    const twin = await repo.byNumber(body.twinId, tx);
    if (!twin || twin.id === selfId || twin.language === body.language) throw twinInvalid();
    return twin;
  }

  /**
   * One save in one transaction: the spotlight of the language cleared first (under its lock),
   * then the row written, then the twin links set on both sides (old twins unlinked).
   */
  async function save(
    body: ArticleBody,
    write: (columns: ReturnType<typeof columnsOf>, tx: Executor) => Promise<ArticleRow | undefined>,
    selfId: string | null,
    cover: { card: string; large: string } | null,
  ): Promise<ArticleRow> {
    const columns = columnsOf(body);
    try {
      return await database.transaction(async (tx) => {
        if (columns.spotlight) await repo.clearSpotlight(columns.language, selfId, tx);
        const twin = await checkedTwin(body, selfId, tx);
        const row = await write(columns, tx);
        if (!row) throw new AppError('ARTICLE_UNAVAILABLE');
        if (twin) await repo.linkTwins(row.id, twin.id, tx);
        else await repo.unlinkTwin(row.id, tx);
        return (await repo.byId(row.id, tx)) ?? row;
      });
    } catch (error) {
      if (cover) await removeBlogFiles([cover.card, cover.large], storage);
      throw error;
    }
  }

  return {
    /**
     * Published articles: the reader's language first, then the other, newest first; with
     * `language`, only that language's, and how many of the other's match too (issue 31: a
     * Bengali reader's list is Bengali, the English ones offered below it). The plain list's first
     * page leads with the spotlight (of the language asked for; without one, the reader's, else
     * the other's), which no page repeats, nor its twin in the other language (the same article,
     * reached from the spotlight's page); a search finds articles matching most of its words, in
     * Bengali, English or Banglish, ranked by how many they match, in the title first.
     */
    async list(query: BlogListQuery, language: Language) {
      const search = await searchOf(query.q);
      const plain = !search && !query.category;
      const only = query.language;
      const other: Language = (only ?? language) === 'bn' ? 'en' : 'bn';
      const spotlight = !plain
        ? undefined
        : only
          ? await repo.spotlightOf(only)
          : ((await repo.spotlightOf(language)) ?? (await repo.spotlightOf(other)));
      const [{ rows, total }, otherTotal] = await Promise.all([
        repo.listPublished(
          {
            language: only ?? language,
            only,
            category: query.category,
            search,
            excludeIds: spotlight ? [spotlight.id, ...(spotlight.twinId ? [spotlight.twinId] : [])] : [],
          },
          query.page,
          B.pageSize,
        ),
        only ? repo.countPublished({ language: other, only: other, category: query.category, search }) : null,
      ]);
      return {
        spotlight: spotlight && query.page === 1 ? presentCard(spotlight) : null,
        articles: rows.map(presentCard),
        pagination: paginationOf(query.page, B.pageSize, total),
        otherLanguage: otherTotal === null ? null : { language: other, total: otherTotal },
      };
    },

    /** A published article's page: its twin if published too, related articles, comments counted. */
    async detail(raw: string): Promise<ArticleDetail> {
      const article = await repo.publishedByNumber(numberOf(raw));
      if (!article) throw new AppError('ARTICLE_UNAVAILABLE');
      const [twin, related, counts] = await Promise.all([
        twinsOf([article], true),
        repo.related(article, B.related),
        commentCounts([article.id]),
      ]);
      return {
        ...presentCard(article),
        bodyHtml: article.bodyHtml,
        updatedAt: article.updatedAt.toISOString(),
        twin: twin(article),
        related: related.map(presentCard),
        commentCount: counts.get(article.id) ?? 0,
      };
    },

    /** Every article (or those matching the filters) for staff, last changed first. */
    async staffList(query: StaffBlogQuery) {
      const { rows, total } = await repo.staffPage(
        { status: query.status, language: query.language, search: await searchOf(query.q) },
        query.page,
        STAFF_PAGE,
      );
      const [twin, counts] = await Promise.all([twinsOf(rows, false), commentCounts(rows.map((row) => row.id))]);
      return {
        articles: rows.map((row) => presentStaffItem(row, twin(row), counts.get(row.id) ?? 0)),
        pagination: paginationOf(query.page, STAFF_PAGE, total),
      };
    },

    /** One article for staff, whatever its status (the editor). */
    staffDetail: async (raw: string) => staffArticleOf(await find(raw)),

    /** Staff write a new article: a draft until published. */
    async create(staff: UserRow, form: ArticleForm) {
      await checkedTwin(form.body, null);
      const cover = form.cover ? await storeBlogCover(form.cover, storage) : null;
      const at = now();
      const row = await save(
        form.body,
        (columns, tx) =>
          repo.insert(
            {
              ...columns,
              coverCard: cover?.card ?? null,
              coverLarge: cover?.large ?? null,
              status: 'draft',
              createdById: staff.id,
              updatedById: staff.id,
              createdAt: at,
              updatedAt: at,
            },
            tx,
          ),
        null,
        cover,
      );
      return staffArticleOf(row);
    },

    /**
     * Staff edit an article in any status. A new cover replaces the old one, `removeCover` drops
     * it, neither keeps it; replaced files are deleted once the change is stored.
     */
    async update(staff: UserRow, raw: string, form: ArticleForm) {
      const article = await find(raw);
      await checkedTwin(form.body, article.id);
      const cover = form.cover ? await storeBlogCover(form.cover, storage) : null;
      const dropCover = cover !== null || form.body.removeCover;
      const row = await save(
        form.body,
        (columns, tx) =>
          repo.update(
            article.id,
            {
              ...columns,
              ...(dropCover ? { coverCard: cover?.card ?? null, coverLarge: cover?.large ?? null } : {}),
              updatedById: staff.id,
              updatedAt: now(),
            },
            tx,
          ),
        article.id,
        cover,
      );
      if (dropCover) await removeBlogFiles([article.coverCard, article.coverLarge], storage);
      return staffArticleOf(row);
    },

    /**
     * Publish (the publish time is set the first time) or take down, by one guarded UPDATE with
     * its audit entry. The same status again changes nothing; a draft cannot be taken down.
     */
    async changeStatus(staff: UserRow, raw: string, status: Extract<ArticleStatus, 'published' | 'unpublished'>) {
      const article = await find(raw);
      if (article.status === status) return staffArticleOf(article);
      if (article.status === 'draft' && status === 'unpublished') throw new AppError('CONFLICT');
      const row = await database.transaction(async (tx) => {
        const changed = await repo.changeStatus(article.id, article.status, status, now(), tx);
        if (!changed) throw new AppError('CONFLICT');
        await audit.insert(
          {
            actorId: staff.id,
            action: status === 'published' ? 'article.published' : 'article.unpublished',
            targetType: 'article',
            targetId: String(changed.number),
            targetLabel: changed.title,
            details: { status: { from: article.status, to: status }, language: changed.language },
          },
          tx,
        );
        return changed;
      });
      return staffArticleOf(row);
    },

    /** What the Markdown renders to, as a reader would see it, without saving anything. */
    preview(bodyMarkdown: string) {
      const { html, readingMinutes } = renderArticle(bodyMarkdown);
      return { html, readingMinutes };
    },

    /** Stores a picture for an article's body: its /uploads/… path, for the Markdown. */
    uploadImage: (image: FileInput) => storeBlogImage(image, storage),

    /**
     * Published articles for the sitemap, each with its published twin: a public id, its
     * language and when it last changed.
     */
    async publicPages(limit: number) {
      const rows = await repo.publicPages(limit);
      const twin = await twinsOf(rows, true);
      return rows.map((row) => {
        const brief = twin(row);
        return {
          articleId: String(row.number),
          language: row.language,
          changedAt: row.changedAt,
          twin: brief ? { articleId: String(brief.id), language: brief.language } : null,
        };
      });
    },
  };
}
export type ArticlesService = ReturnType<typeof createArticlesService>;
