import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle } from "../admin-context";
import { PageHead } from "../ui";
import { BlogForm, blogValues } from "./blog-form";

export default function AdminCreateBlog() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t("admin.blogs.createTitle"));

  return (
    <>
      <PageHead title={t("admin.blogs.createTitle")} back={{ to: "/admin-blog-list", label: t("admin.blogs.title") }} />
      <BlogForm
        blog={null}
        defaultLanguage={lang}
        submitLabel={t("admin.blogs.createSubmit")}
        busyLabel={t("admin.state.submitting")}
        busy={busy}
        error={error}
        onSubmit={async (draft, content, image) => {
          setBusy(true);
          setError(null);
          try {
            await api.blogs.create(blogValues(draft, content, image));
            flash("success", t("admin.blogs.created"));
            navigate("/admin-blog-list");
          } catch (e) {
            setError(e instanceof ApiRequestError ? serverErrors(e, t("admin.blogs.createFailed")) : t("admin.blogs.createFailed"));
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
