import { useEffect, useRef, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import type { Language } from "../../../../core/languages";
import { localizedPath } from "../../../../core/seo/urls";
import type { Newsletter } from "../../../../core/schemas/newsletter";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { BlockEditor, type EditorHandle } from "../blogs/block-editor";
import { ContentLanguageSelect, Loaded, PageHead } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { NewsletterPreview, NewsletterSend, NewsletterTest } from "./panels";

const EMPTY: Newsletter | null = null;

/** Compose a newsletter (new or a saved draft), then preview, test and send it. */
export default function AdminNewsletter() {
  const { api } = useAdmin();
  const t = useAdminT();
  const param = useParams().id ?? "new";
  const id = param === "new" ? null : Number(param);
  const { state, set } = useLoad(
    async () => (id === null ? EMPTY : api.newsletters.get(id)),
    [api, id],
    (e) => t("admin.newsletters.loadFailed", { status: e instanceof ApiRequestError ? e.status : 0 }),
  );
  useDocumentTitle(id === null ? t("admin.newsletters.new") : t("admin.newsletters.edit"));

  // While it is being sent, the counts are fetched again every few seconds.
  const sending = state.status === "ready" && state.data?.status === "sending";
  useEffect(() => {
    if (!sending || id === null) return;
    const timer = window.setInterval(
      () =>
        void api.newsletters
          .get(id)
          .then((n) => set(() => n))
          .catch(() => {}),
      3000,
    );
    return () => window.clearInterval(timer);
  }, [sending, id, api, set]);

  return (
    <>
      <PageHead
        title={id === null ? t("admin.newsletters.new") : t("admin.newsletters.edit")}
        back={{ to: "/admin-newsletter-list", label: t("admin.newsletters.title") }}
      />
      <Loaded state={state}>
        {(n) => (
          <>
            {(!n || n.status === "draft") && <ComposeForm key={n?.id ?? "new"} newsletter={n} onSaved={(saved) => set(() => saved)} />}
            {n && n.status !== "draft" && <Summary newsletter={n} />}
            {n ? (
              <>
                <NewsletterPreview newsletter={n} />
                <NewsletterTest newsletter={n} />
                <NewsletterSend newsletter={n} onChange={(changed) => set(() => changed)} />
              </>
            ) : (
              <p className="muted">{t("admin.newsletters.saveFirst")}</p>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}

function Summary({ newsletter: n }: { newsletter: Newsletter }) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="nl-summary">
      <h2 id="nl-summary">{n.subject}</h2>
      <p>
        {t(`admin.newsletters.status.${n.status}`)} · {t(`admin.language.${n.language as Language}`)}
      </p>
      {n.preheader && <p className="muted">{n.preheader}</p>}
      {n.slug && (
        <p>
          <a href={localizedPath(`/newsletter/${n.slug}`, n.language as Language)}>{t("admin.newsletters.archiveLink")}</a>
        </p>
      )}
    </section>
  );
}

function ComposeForm({ newsletter, onSaved }: { newsletter: Newsletter | null; onSaved: (n: Newsletter) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const editor = useRef<EditorHandle | null>(null);
  const [language, setLanguage] = useState<Language>((newsletter?.language as Language) ?? lang);
  const [subject, setSubject] = useState(newsletter?.subject ?? "");
  const [preheader, setPreheader] = useState(newsletter?.preheader ?? "");
  const [blogSlug, setBlogSlug] = useState(newsletter?.blog_slug ?? "");
  const [posts, setPosts] = useState<{ slug: string; title: string }[]>([]);
  const { busy, error, submit } = useAdminSubmit();

  useEffect(() => {
    let live = true;
    api.blogs
      .list(language)
      .then((list) => live && setPosts(list.filter((b) => b.published_date).map((b) => ({ slug: b.slug, title: b.title }))))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, language]);

  async function save(e: FormEvent) {
    e.preventDefault();
    await submit(
      async () => {
        const content = blogSlug ? undefined : await editor.current?.save();
        const fields = { language, subject, preheader, ...(blogSlug ? { blog_slug: blogSlug } : { content: content ?? { blocks: [] } }) };
        const saved = newsletter ? await api.newsletters.update(newsletter.id, fields) : await api.newsletters.create(fields);
        // A saved draft stays on this screen with the server's copy; a new one moves to its own address.
        if (newsletter) onSaved(saved);
        return saved;
      },
      {
        success: t("admin.newsletters.saved"),
        navigate: newsletter ? undefined : (saved) => `/admin-newsletter/${saved.id}`,
        failure: (err) => (err instanceof ApiRequestError ? serverErrors(err, t("admin.newsletters.saveFailed")) : t("admin.newsletters.saveFailed")),
      },
    );
  }

  return (
    <form className="form" onSubmit={(e) => void save(e)}>
      <div className="admin-card">
        <ContentLanguageSelect id="nl-language" value={language} onChange={setLanguage} label={t("admin.newsletters.language")} />
        <div className="field">
          <label htmlFor="nl-subject">{t("admin.newsletters.subject")}</label>
          <input
            id="nl-subject"
            required={!blogSlug}
            maxLength={200}
            // Made from a post, an empty subject takes the post's title.
            placeholder={posts.find((p) => p.slug === blogSlug)?.title ?? ""}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="nl-preheader">{t("admin.newsletters.preheader")}</label>
          <input id="nl-preheader" maxLength={200} aria-describedby="nl-preheader-help" value={preheader} onChange={(e) => setPreheader(e.target.value)} />
          <p id="nl-preheader-help" className="muted">
            {t("admin.newsletters.preheaderHelp")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="nl-post">{t("admin.newsletters.fromPost")}</label>
          <select id="nl-post" value={blogSlug} onChange={(e) => setBlogSlug(e.target.value)}>
            <option value="">{t("admin.newsletters.fromPostNone")}</option>
            {posts.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!blogSlug && (
        <section className="admin-card" aria-labelledby="nl-editor-label">
          <h2 id="nl-editor-label">{t("admin.newsletters.content")}</h2>
          <BlockEditor
            initial={newsletter?.content ?? { blocks: [] }}
            handle={editor}
            labelledBy="nl-editor-label"
            placeholder={t("admin.newsletters.editorPlaceholder")}
          />
        </section>
      )}
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t("admin.newsletters.save")}
        </button>
      </div>
    </form>
  );
}
