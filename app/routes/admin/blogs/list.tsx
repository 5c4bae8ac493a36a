import { useState } from "react";
import type { Language } from "../../../../core/languages";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { CardActions } from "../card-actions";
import { ListFrame } from "../list-frame";
import { FallbackImage } from "../ui";
import { useRemove } from "../use-remove";
import { byNewestPublished, shortDate } from "./dates";
import { TranslationStatus } from "../translations";

/** The blog list (also served at /admin/adminblogs, where a saved edit returns to). */
export default function AdminBlogList() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [language, setLanguage] = useState<Language>(lang);
  const list = useLoad(
    async () => (await api.blogs.list(language)).slice().sort(byNewestPublished),
    [api, language],
    () => t("admin.blogs.loadFailed"),
  );
  const remove = useRemove(list, {
    key: (b) => b.slug,
    call: (slug) => api.blogs.remove(slug),
    confirm: t("admin.blogs.confirmDelete"),
    deleted: t("admin.blogs.deleted"),
    failed: t("admin.blogs.deleteFailed"),
  });
  useDocumentTitle(t("admin.blogs.title"));

  return (
    <ListFrame
      title={t("admin.blogs.title")}
      create={{ to: "/admin-create-blog", label: t("admin.blogs.create") }}
      language={{ value: language, onChange: setLanguage, id: "blogs-language" }}
      state={list.state}
      empty={t("admin.blogs.empty")}
    >
      {(blogs) =>
        blogs.map((b) => (
          <li key={b.id} className="admin-card item-card">
            <FallbackImage className="thumb" src={b.profile_image_url} alt="" />
            <h2>{b.title}</h2>
            <p>
              {b.published_date ? <span>{shortDate(b.published_date, lang)}</span> : <span className="badge badge-draft">{t("admin.blogs.draft")}</span>}
              {b.category && <span className="muted"> · {b.category}</span>}
            </p>
            <p className="muted">{b.description}</p>
            <TranslationStatus kind="blog" item={b} title={b.title} />
            <CardActions
              title={b.title}
              view={`/admin-view-blog/${encodeURIComponent(b.slug)}`}
              edit={`/admin-edit-blog/${encodeURIComponent(b.slug)}`}
              onDelete={() => remove(b.slug)}
            />
          </li>
        ))
      }
    </ListFrame>
  );
}
