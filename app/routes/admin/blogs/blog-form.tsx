import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Language } from "../../../../core/languages";
import type { Blog, BlogFormValues } from "../../../lib/api/blogs";
import { blogFields } from "../../../../core/schemas/blog";
import { optionalText, SLUG_PATTERN } from "../../../../core/schemas/common";
import { useAdminT } from "../admin-context";
import { fieldErrors, useFieldErrors, type FieldTexts } from "../field-errors";
import { parseContent, type BlockDocument } from "../../../components/blocks/block-content";
import { slugify } from "../../../../core/slugify";
import { ContentLanguageSelect, FieldMessage, ImageField } from "../ui";
import { BlockEditor, type EditorHandle } from "./block-editor";

export interface BlogDraft {
  title: string;
  description: string;
  category: string;
  published_date: string;
  language: Language;
  slug: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export function draftFrom(blog: Blog | null, language: Language): BlogDraft {
  return {
    title: blog?.title ?? "",
    description: blog?.description ?? "",
    category: blog?.category ?? "",
    published_date: blog?.published_date?.slice(0, 10) ?? "",
    language: (blog?.language as Language) ?? language,
    slug: blog?.slug ?? "",
    meta_title: blog?.meta_info?.meta_title ?? "",
    meta_description: blog?.meta_info?.meta_description ?? "",
    meta_keywords: blog?.meta_info?.meta_keywords ?? "",
  };
}

/** What the API client sends: the form's fields, the editor's document, a new picture if chosen. */
export function blogValues(d: BlogDraft, content: unknown, image: File | null): BlogFormValues {
  return {
    title: d.title.trim(),
    description: d.description.trim(),
    category: d.category.trim(),
    published_date: d.published_date,
    language: d.language,
    slug: d.slug.trim(),
    content: content as BlogFormValues["content"],
    meta_title: d.meta_title.trim(),
    meta_description: d.meta_description.trim(),
    meta_keywords: d.meta_keywords.trim(),
    profile_image: image,
  };
}

/**
 * The API's blog schema, with one rule more: the API turns any typed slug into one, while the
 * form asks for it in that shape already, so the address she reads is the one she gets.
 */
const blogForm = blogFields.extend({ slug: optionalText(200).refine((v) => v === "" || SLUG_PATTERN.test(v), "invalid_slug") });

/** The input of each field of the form; the language is a list and the content the editor's. */
const BLOG_INPUTS: Record<string, string> = {
  title: "blog-title",
  description: "blog-description",
  category: "blog-category",
  published_date: "blog-published",
  slug: "blog-slug",
  meta_title: "blog-meta-title",
  meta_description: "blog-meta-description",
  meta_keywords: "blog-meta-keywords",
};

const BLOG_TEXTS: FieldTexts = {
  title: { required: "admin.form.blog.title" },
  published_date: "admin.form.blog.publishedDate",
  slug: { invalid_slug: "admin.form.blog.slug" },
};

/**
 * The fields of a blog, shared by create and edit. While the slug has not been
 * typed by hand (or is emptied again) it follows the title.
 */
export function BlogForm({
  blog,
  defaultLanguage,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  imageHint,
}: {
  blog: Blog | null;
  /** Said under the picture field (a translation shares the original's picture unless given one). */
  imageHint?: string;
  defaultLanguage: Language;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (draft: BlogDraft, content: unknown, image: File | null) => void;
}) {
  const t = useAdminT();
  const [draft, setDraft] = useState(() => draftFrom(blog, defaultLanguage));
  const [slugByHand, setSlugByHand] = useState(!!blog?.slug);
  const [image, setImage] = useState<File | null>(null);
  const [initialContent] = useState<BlockDocument>(() => parseContent(blog?.content) ?? { blocks: [] });
  const editor = useRef<EditorHandle | null>(null);
  const [editorError, setEditorError] = useState<string | null>(null);
  // The editor's document as last saved: the fields are checked with it, though the form places no message on it.
  const content = useRef<unknown>(initialContent);
  const fields = useFieldErrors(() =>
    fieldErrors(blogForm, blogValues(draft, content.current, image), {
      texts: BLOG_TEXTS,
      t,
      place: (path) => (typeof path[0] === "string" ? (BLOG_INPUTS[path[0]] ?? null) : null),
    }),
  );

  const edit = (patch: Partial<BlogDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setEditorError(null);
    if (editor.current) {
      try {
        content.current = await editor.current.save();
      } catch {
        setEditorError(t("admin.blogs.editorFailed"));
        return;
      }
    }
    if (!fields.check()) return;
    onSubmit(draft, content.current, image);
  }

  return (
    <form className="form" onSubmit={submit} noValidate ref={fields.form}>
      <div className="admin-card">
        <div className="field">
          <label htmlFor="blog-title">{t("admin.field.title")}</label>
          <input
            id="blog-title"
            required
            value={draft.title}
            onChange={(e) => {
              const title = e.target.value;
              edit(slugByHand ? { title } : { title, slug: slugify(title) });
            }}
            {...fields.field("blog-title")}
          />
          <FieldMessage name="blog-title" text={fields.message("blog-title")} />
        </div>
        <div className="field">
          <label htmlFor="blog-description">{t("admin.field.description")}</label>
          <textarea
            id="blog-description"
            rows={3}
            value={draft.description}
            onChange={(e) => edit({ description: e.target.value })}
            {...fields.field("blog-description")}
          />
          <FieldMessage name="blog-description" text={fields.message("blog-description")} />
        </div>
        <div className="grid-3">
          <div className="field">
            <label htmlFor="blog-category">{t("admin.field.category")}</label>
            <input id="blog-category" value={draft.category} onChange={(e) => edit({ category: e.target.value })} {...fields.field("blog-category")} />
            <FieldMessage name="blog-category" text={fields.message("blog-category")} />
          </div>
          <div className="field">
            <label htmlFor="blog-published">{t("admin.field.publishedDate")}</label>
            <input
              id="blog-published"
              type="date"
              value={draft.published_date}
              onChange={(e) => edit({ published_date: e.target.value })}
              {...fields.field("blog-published", "blog-published-hint")}
            />
            <p className="hint" id="blog-published-hint">
              {t("admin.blogs.draftHint")}
            </p>
            <FieldMessage name="blog-published" text={fields.message("blog-published")} />
          </div>
          <ContentLanguageSelect id="blog-language" value={draft.language} onChange={(language) => edit({ language })} />
        </div>
        <div className="field">
          <label htmlFor="blog-slug">{t("admin.field.slug")}</label>
          <input
            id="blog-slug"
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            value={draft.slug}
            {...fields.field("blog-slug", "blog-slug-hint")}
            onChange={(e) => {
              setSlugByHand(e.target.value !== "");
              edit({ slug: e.target.value });
            }}
          />
          <p className="hint" id="blog-slug-hint">
            {t("admin.blogs.slugHint")}
          </p>
          <FieldMessage name="blog-slug" text={fields.message("blog-slug")} />
        </div>
        <ImageField
          label={t("admin.blogs.profileImage")}
          name="profile_image"
          current={blog?.profile_image_url}
          file={image}
          onFile={setImage}
          hint={imageHint}
        />
      </div>
      <fieldset className="admin-card">
        <legend>{t("admin.blogs.seo")}</legend>
        <div className="field">
          <label htmlFor="blog-meta-title">{t("admin.field.metaTitle")}</label>
          <input id="blog-meta-title" value={draft.meta_title} onChange={(e) => edit({ meta_title: e.target.value })} {...fields.field("blog-meta-title")} />
          <FieldMessage name="blog-meta-title" text={fields.message("blog-meta-title")} />
        </div>
        <div className="field">
          <label htmlFor="blog-meta-description">{t("admin.field.metaDescription")}</label>
          <textarea
            id="blog-meta-description"
            rows={2}
            value={draft.meta_description}
            onChange={(e) => edit({ meta_description: e.target.value })}
            {...fields.field("blog-meta-description")}
          />
          <FieldMessage name="blog-meta-description" text={fields.message("blog-meta-description")} />
        </div>
        <div className="field">
          <label htmlFor="blog-meta-keywords">{t("admin.field.metaKeywords")}</label>
          <input
            id="blog-meta-keywords"
            value={draft.meta_keywords}
            onChange={(e) => edit({ meta_keywords: e.target.value })}
            {...fields.field("blog-meta-keywords")}
          />
          <FieldMessage name="blog-meta-keywords" text={fields.message("blog-meta-keywords")} />
        </div>
      </fieldset>
      <section className="admin-card" aria-labelledby="blog-editor-label">
        <h2 id="blog-editor-label">{t("admin.blogs.content")}</h2>
        <BlockEditor initial={initialContent} handle={editor} labelledBy="blog-editor-label" />
      </section>
      {(error || editorError) && (
        <p role="alert" className="admin-error">
          {error ?? editorError}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <Link to="/admin-blog-list" className="btn btn--ghost">
          {t("admin.action.cancel")}
        </Link>
      </div>
    </form>
  );
}
