import { useParams } from "react-router";
import type { Language } from "../../../../core/languages";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { Loaded, PageHead } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { BlogForm, blogValues } from "./blog-form";

export default function AdminEditBlog() {
  const { api } = useAdmin();
  const t = useAdminT();
  const slug = useParams().slug ?? "";
  const { state } = useLoad(
    () => api.blogs.get(slug),
    [api, slug],
    (e) => (e instanceof ApiRequestError && e.status === 404 ? t("admin.blogs.viewNotFound") : t("admin.blogs.viewLoadFailed")),
  );
  const { busy, error, submit } = useAdminSubmit();
  useDocumentTitle(t("admin.blogs.editTitle"));

  return (
    <>
      <PageHead title={t("admin.blogs.editTitle")} back={{ to: "/admin-blog-list", label: t("admin.blogs.title") }} />
      <Loaded state={state}>
        {(blog) => (
          <BlogForm
            blog={blog}
            defaultLanguage={blog.language as Language}
            submitLabel={t("admin.blogs.updateSubmit")}
            busyLabel={t("admin.blogs.updating")}
            busy={busy}
            error={error}
            onSubmit={async (draft, content, image) => {
              await submit(() => api.blogs.update(slug, blogValues(draft, content, image)), {
                success: t("admin.blogs.updated"),
                navigate: "/admin/adminblogs",
                failure: (e) => (e instanceof ApiRequestError ? serverErrors(e, t("admin.blogs.updateFailed")) : t("admin.blogs.updateFailed")),
              });
            }}
          />
        )}
      </Loaded>
    </>
  );
}
