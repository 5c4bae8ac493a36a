import { sql, type Kysely, type Transaction } from "kysely";
import type { Blog } from "../../core/schemas/blog.js";
import { EMPTY_CONTENT, type BlogContent } from "../../core/blocks.js";
import { ApiError } from "../http/errors.js";
import { nowIso, type Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";

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

function parseContent(text: string): BlogContent {
  try {
    const doc = JSON.parse(text) as BlogContent;
    return Array.isArray(doc?.blocks) ? doc : EMPTY_CONTENT;
  } catch {
    return EMPTY_CONTENT;
  }
}

/** Both engines report a unique-index violation in their own words. */
function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === "23505" || err?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(err?.message ?? "");
}

const slugTaken = () => new ApiError(422, "validation_failed", { slug: ["slug_taken"] });

export function blogsRepository(db: Database, opts: { imageUrl: (stored: string | null) => string | null }) {
  const toBlog = (row: Row<"blogs">): Blog => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    language: row.language,
    published_date: row.published_date,
    profile_image_url: opts.imageUrl(row.profile_image_url),
    content: parseContent(row.content),
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
    content: JSON.stringify(r.content),
    meta_title: r.meta_title,
    meta_description: r.meta_description,
    meta_keywords: r.meta_keywords,
  });

  const repo = {
    /**
     * Newest published first. With drafts (the admin's view) they come before the published
     * ones, as work in progress. CASE keeps NULL ordering the same on both engines.
     */
    async list(opts: { language?: string; includeDrafts: boolean }, ex: Executor = db): Promise<Blog[]> {
      let q = ex
        .selectFrom("blogs")
        .selectAll()
        .orderBy(sql`case when published_date is null then 0 else 1 end`)
        .orderBy("published_date", "desc")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (opts.language) q = q.where("language", "=", opts.language);
      if (!opts.includeDrafts) q = q.where("published_date", "is not", null);
      return (await q.execute()).map(toBlog);
    },

    async findBySlug(slug: string, ex: Executor = db): Promise<Blog | undefined> {
      const row = await ex.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirst();
      return row ? toBlog(row) : undefined;
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
    async freeSlug(base: string, exceptId?: number): Promise<string> {
      let q = db.selectFrom("blogs").select("slug").where((w) => w.or([w("slug", "=", base), w("slug", "like", `${base}-%`)]));
      if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
      const used = new Set((await q.execute()).map((r) => r.slug));
      if (!used.has(base)) return base;
      let n = 2;
      while (used.has(`${base}-${n}`)) n++;
      return `${base}-${n}`;
    },

    async create(record: BlogRecord): Promise<Blog> {
      const now = nowIso();
      try {
        const row = await db
          .insertInto("blogs")
          .values({ ...columns(record), created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toBlog(row);
      } catch (e) {
        // Two saves racing for one slug: the unique index decides, the loser is told why.
        if (isUniqueViolation(e)) throw slugTaken();
        throw e;
      }
    },

    async update(id: number, record: BlogRecord): Promise<Blog> {
      try {
        const row = await db
          .updateTable("blogs")
          .set({ ...columns(record), updated_at: nowIso() })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new ApiError(404, "blog_not_found");
        return toBlog(row);
      } catch (e) {
        if (isUniqueViolation(e)) throw slugTaken();
        throw e;
      }
    },

    async remove(slug: string): Promise<boolean> {
      const res = await db.deleteFrom("blogs").where("slug", "=", slug).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      const row = await db.selectFrom("blogs").select((e) => e.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
  return repo;
}

export type BlogsRepository = ReturnType<typeof blogsRepository>;
