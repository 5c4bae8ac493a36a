import { useState } from "react";
import { useSearchParams } from "react-router";
import { isLanguage } from "../../../../core/languages";
import { ApiRequestError } from "../../../lib/api-client";
import type { Blog } from "../../../lib/api/blogs";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { OriginalPane } from "../translations";
import { FallbackImage, Loaded, PageHead } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { BlogForm, blogValues } from "./blog-form";
import { ContentPreview } from "./content-preview";

/**
 * Create a blog; with ?translation_of={slug}&language={l}, a translation of that blog: the form
 * starts from the fields that do not depend on language (picture, category) and the original
 * sits beside it.
 */
export default function AdminCreateBlog() {
  const t = useAdminT();
  const [params] = useSearchParams();
  const source = params.get("translation_of");
  const title = t(source ? "admin.translations.addTitle" : "admin.blogs.createTitle");
  useDocumentTitle(title);
  return (
    <>
      <PageHead title={title} back={{ to: "/admin-blog-list", label: t("admin.blogs.title") }} />
      {source ? <TranslateBlog source={source} language={params.get("language")} /> : <CreateBlog original={null} language={null} />}
    </>
  );
}

function TranslateBlog({ source, language }: { source: string; language: string | null }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    () => api.blogs.get(source),
    [api, source],
    () => t("admin.blogs.viewLoadFailed"),
  );
  return (
    <Loaded state={state}>
      {(original) => (
        <div className="side-by-side">
          <CreateBlog original={original} language={language} />
          <OriginalPane title={original.title}>
            <FallbackImage className="thumb" src={original.profile_image_url} alt="" />
            {original.description && <p>{original.description}</p>}
            <ContentPreview content={original.content} />
          </OriginalPane>
        </div>
      )}
    </Loaded>
  );
}

function CreateBlog({ original, language: wanted }: { original: Blog | null; language: string | null }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, error, submit } = useAdminSubmit();
  const language = isLanguage(wanted) ? wanted : lang;
  // The original's language-independent fields; the texts are the translator's to write.
  const [start] = useState<Blog | null>(
    () =>
      original && {
        ...original,
        language,
        title: "",
        description: "",
        slug: "",
        published_date: null,
        content: { blocks: [] },
        meta_info: { meta_title: "", meta_description: "", meta_keywords: "" },
      },
  );
  return (
    <BlogForm
      blog={start}
      defaultLanguage={language}
      submitLabel={t("admin.blogs.createSubmit")}
      busyLabel={t("admin.state.submitting")}
      busy={busy}
      error={error}
      imageHint={original ? t("admin.translations.imageHint") : undefined}
      onSubmit={async (draft, content, image) => {
        await submit(() => api.blogs.create({ ...blogValues(draft, content, image), ...(original ? { translation_of: original.slug } : {}) }), {
          success: t("admin.blogs.created"),
          navigate: "/admin-blog-list",
          failure: (e) => (e instanceof ApiRequestError ? serverErrors(e, t("admin.blogs.createFailed")) : t("admin.blogs.createFailed")),
        });
      }}
    />
  );
}
