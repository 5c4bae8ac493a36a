import { sql, type Kysely, type Transaction } from "kysely";
import type { Blog } from "../../core/schemas/blog.js";
import { parseStoredContent, type BlogContent } from "../../core/blocks.js";
import { invalid, notFound } from "../kernel/domain-errors.js";
import { nowIso, type Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";
import { assertLanguageFree, groupFor, isTranslationClash, membersOf, translationExists, translationsOf, type Member } from "../translations/groups.js";
import { freeSlug } from "../db/free-slug.js";

type Executor = Kysely<DB> | Transaction<DB>;

/** A blog as stored: content already validated and sanitised, the image as a storage key. */
export interface BlogRecord {
  slug: string;
  title: string;
  description: string;
  category: string;
  language: string;
  published_date: string | null;
  /** A storage key (images/<hash>.jpg) or, for older rows, an address. */
  profile_image: string | null;
  content: BlogContent;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** Both engines report a unique-index violation in their own words. */
function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === "23505" || err?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(err?.message ?? "");
}

const slugTaken = () => invalid("validation_failed", { slug: ["slug_taken"] });

/** A published blog without its content. */
export interface BlogSummary {
  id: number;
  translation_group: number | null;
  slug: string;
  language: string;
  title: string;
  description: string;
  category: string;
  published_date: string;
  image_url: string | null;
  updated_at: string;
}

/** Whether answers name draft translations too: the admin's view does, the public one does not. */
export interface Visibility {
  drafts: boolean;
}

/** Applies `fn` to every image address in a document: image blocks and link previews. */
function mapImageUrls(content: BlogContent, fn: (url: string) => string): BlogContent {
  return {
    ...content,
    blocks: content.blocks.map((b) => {
      if (b.type === "image") return { ...b, data: { ...b.data, file: { ...b.data.file, url: fn(b.data.file.url) } } };
      if (b.type === "linkTool" && b.data.meta.image.url) {
        return { ...b, data: { ...b.data, meta: { ...b.data.meta, image: { url: fn(b.data.meta.image.url) } } } };
      }
      return b;
    }),
  };
}

export interface BlogUrls {
  /** A stored image as answers carry it. */
  imageUrl: (stored: string | null) => string | null;
  /** Image addresses inside content: as stored (this site's own as paths), and as answered (absolute). */
  contentUrl?: { stored: (url: string) => string; answered: (url: string) => string };
}

export function blogsRepository(db: Database, opts: BlogUrls) {
  const contentOut = (text: string) => (opts.contentUrl ? mapImageUrls(parseStoredContent(text), opts.contentUrl.answered) : parseStoredContent(text));
  const contentIn = (content: BlogContent) => JSON.stringify(opts.contentUrl ? mapImageUrls(content, opts.contentUrl.stored) : content);
  const toBlog = (row: Row<"blogs">, members: Member[] = [], drafts = true): Blog => {
    const translations = translationsOf(row, members)
      .filter((m) => drafts || m.published)
      .map((m) => ({ language: m.language, slug: m.slug! }));
    return { ...plainBlog(row), ...(translations.length ? { translations } : {}) };
  };

  /** Rows to answers, with their translations read in one query. */
  async function toBlogs(ex: Executor, rows: Row<"blogs">[], drafts: boolean): Promise<Blog[]> {
    const members = await membersOf(
      ex,
      "blogs",
      rows.map((r) => r.translation_group),
    );
    return rows.map((r) => toBlog(r, members, drafts));
  }

  const plainBlog = (row: Row<"blogs">): Blog => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    language: row.language,
    published_date: row.published_date,
    profile_image_url: opts.imageUrl(row.profile_image_url),
    content: contentOut(row.content),
    meta_info: { meta_title: row.meta_title, meta_description: row.meta_description, meta_keywords: row.meta_keywords },
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  const columns = (r: BlogRecord) => ({
    slug: r.slug,
    title: r.title,
    description: r.description,
    category: r.category,
    language: r.language,
    published_date: r.published_date,
    profile_image_url: r.profile_image,
    content: contentIn(r.content),
    meta_title: r.meta_title,
    meta_description: r.meta_description,
    meta_keywords: r.meta_keywords,
  });

  const repo = {
    /**
     * Newest published first. With drafts (the admin's view) they come before the published
     * ones, as work in progress. CASE keeps NULL ordering the same on both engines.
     */
    async list(opts: { language?: string; includeDrafts: boolean; limit?: number; offset?: number }, ex: Executor = db): Promise<Blog[]> {
      let q = ex.selectFrom("blogs").selectAll();
      // Without drafts there are no NULLs to place: leaving the CASE out lets the
      // (language, published_date) index give the order, so one page reads a page of rows.
      if (opts.includeDrafts) q = q.orderBy(sql`case when published_date is null then 0 else 1 end`);
      q = q.orderBy("published_date", "desc").orderBy("created_at", "desc").orderBy("id", "desc");
      if (opts.language) q = q.where("language", "=", opts.language);
      if (!opts.includeDrafts) q = q.where("published_date", "is not", null);
      if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
      return toBlogs(ex, await q.execute(), opts.includeDrafts);
    },

    /** How many the list would hold without paging. */
    async countListed(opts: { language?: string; includeDrafts: boolean }): Promise<number> {
      let q = db.selectFrom("blogs").select((eb) => eb.fn.countAll<string | number>().as("n"));
      if (opts.language) q = q.where("language", "=", opts.language);
      if (!opts.includeDrafts) q = q.where("published_date", "is not", null);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    /**
     * Published blogs without their content, newest first: what the sitemap and the feeds need,
     * without reading every blog's blocks.
     */
    async publishedSummaries(filter: { language?: string; limit?: number } = {}): Promise<BlogSummary[]> {
      let q = db
        .selectFrom("blogs")
        .select(["id", "translation_group", "slug", "language", "title", "description", "category", "published_date", "profile_image_url", "updated_at"])
        .where("published_date", "is not", null)
        .orderBy("published_date", "desc")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (filter.language) q = q.where("language", "=", filter.language);
      if (filter.limit) q = q.limit(filter.limit);
      return (await q.execute()).map(({ profile_image_url, ...r }) => ({
        ...r,
        published_date: r.published_date!,
        image_url: opts.imageUrl(profile_image_url),
      }));
    },

    async findBySlug(slug: string, ex: Executor = db, visibility: Visibility = { drafts: true }): Promise<Blog | undefined> {
      const row = await ex.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirst();
      return row ? (await toBlogs(ex, [row], visibility.drafts))[0] : undefined;
    },

    /** The blog's id and translation group, for linking a translation to it. */
    async groupOf(slug: string): Promise<{ id: number; translation_group: number | null } | undefined> {
      return db.selectFrom("blogs").select(["id", "translation_group"]).where("slug", "=", slug).executeTakeFirst();
    },

    /** The stored image key of a blog, kept on edit when no new picture is sent. */
    async storedImage(id: number): Promise<string | null> {
      const row = await db.selectFrom("blogs").select("profile_image_url").where("id", "=", id).executeTakeFirst();
      return row?.profile_image_url ?? null;
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let q = db.selectFrom("blogs").select("id").where("slug", "=", slug);
      if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    /** `base`, or `base-2`, `base-3`… whichever is free first. */
    freeSlug: (base: string, exceptId?: number): Promise<string> => freeSlug(db, "blogs", base, exceptId),

    /** With `translationOf` (a blog's id) the new blog joins that blog's translation group. */
    async create(record: BlogRecord, link: { translationOf?: number } = {}): Promise<Blog> {
      const now = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
          const group = link.translationOf === undefined ? null : await groupFor(trx, "blogs", link.translationOf, record.language);
          const row = await trx
            .insertInto("blogs")
            .values({ ...columns(record), created_at: now, updated_at: now, translation_group: group })
            .returningAll()
            .executeTakeFirstOrThrow();
          return (await toBlogs(trx, [row], true))[0]!;
        });
      } catch (e) {
        // Two saves racing for one slug (or one group's language): the unique index decides, the loser is told why.
        if (isTranslationClash(e, "blogs")) throw translationExists();
        if (isUniqueViolation(e)) throw slugTaken();
        throw e;
      }
    },

    async update(id: number, record: BlogRecord): Promise<Blog> {
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom("blogs").select("translation_group").where("id", "=", id).executeTakeFirst();
          if (!current) throw notFound("blog_not_found");
          await assertLanguageFree(trx, "blogs", current.translation_group, record.language, id);
          const row = await trx
            .updateTable("blogs")
            .set({ ...columns(record), updated_at: nowIso() })
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return (await toBlogs(trx, [row], true))[0]!;
        });
      } catch (e) {
        if (isTranslationClash(e, "blogs")) throw translationExists();
        if (isUniqueViolation(e)) throw slugTaken();
        throw e;
      }
    },

    async remove(slug: string): Promise<boolean> {
      const res = await db.deleteFrom("blogs").where("slug", "=", slug).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("blogs")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
  return repo;
}

export type BlogsRepository = ReturnType<typeof blogsRepository>;
