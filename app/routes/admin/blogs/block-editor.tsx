import { useEffect, useRef, useState, type RefObject } from "react";
import type EditorJS from "@editorjs/editorjs";
import type { OutputData } from "@editorjs/editorjs";
import { useAdmin, useAdminT } from "../admin-context";
import type { BlockDocument } from "../../../components/blocks/block-content";
import { loadEditorTools } from "./editor-tools";
import { editorMessages } from "./editor-i18n";
import { watchEditorNotices } from "./editor-notices";
import { patchEditorAccessibility } from "./editor-a11y";

export interface EditorHandle {
  save: () => Promise<OutputData>;
}

/**
 * The Editor.js block editor. Its code is fetched on first use (dynamic import), so it only
 * ever reaches the browser on the blog create and edit screens.
 */
/** `placeholder`: what the empty editor invites to write (a blog post's by default; the newsletter editor says its own). */
export function BlockEditor({
  initial,
  handle,
  labelledBy,
  placeholder,
}: {
  initial: BlockDocument;
  handle: RefObject<EditorHandle | null>;
  labelledBy: string;
  placeholder?: string;
}) {
  const { api, apiBase, token, lang, flash } = useAdmin();
  const t = useAdminT();
  const holder = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  // The editor keeps its own state; it is created once per screen with the first content.
  const initialRef = useRef(initial);

  useEffect(() => {
    let editor: EditorJS | null = null;
    let cancelled = false;
    const unpatch = holder.current
      ? patchEditorAccessibility(holder.current, { image: t("admin.blogs.contentImage"), embed: t("admin.blogs.embedTitle") })
      : () => {};
    const unwatch = watchEditorNotices(lang);
    // Enter in the link tool's address field is the editor's: Editor.js lets it through when it
    // refuses the address, and the post's form around the editor would then be sent.
    const keepEnter = (e: KeyboardEvent) => {
      if (e.key === "Enter" && e.target instanceof HTMLElement && e.target.matches(".ce-inline-tool-input")) e.preventDefault();
    };
    const ownHolder = holder.current;
    ownHolder?.addEventListener("keydown", keepEnter);
    (async () => {
      try {
        const { EditorJS: Editor, tools } = await loadEditorTools({
          linkEndpoint: `${apiBase}/api/v1/link_preview`,
          token,
          uploadImage: async (file) => {
            try {
              const res = await api.blogs.uploadImage(file as File);
              if (!res?.file?.url) throw new Error("no url");
              return { success: 1, file: { url: res.file.url } };
            } catch (e) {
              const status = (e as { status?: number }).status;
              flash("error", status ? t("admin.blogs.imageUploadStatus", { code: status }) : t("admin.blogs.imageUploadFailed"));
              throw e;
            }
          },
        });
        if (cancelled || !holder.current) return;
        editor = new Editor({
          holder: holder.current,
          tools,
          data: initialRef.current as OutputData,
          placeholder: placeholder ?? t("admin.blogs.editorPlaceholder"),
          i18n: { messages: editorMessages[lang] },
          minHeight: 120,
        });
        await editor.isReady;
        if (cancelled) return;
        handle.current = { save: () => editor!.save() };
        setStatus("ready");
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      unpatch();
      unwatch();
      ownHolder?.removeEventListener("keydown", keepEnter);
      handle.current = null;
      const e = editor;
      if (e) void e.isReady.then(() => e.destroy()).catch(() => undefined);
    };
    // Re-creating the editor would lose unsaved blocks; it is built once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      {status === "loading" && (
        <p role="status" className="muted">
          {t("admin.blogs.editorLoading")}
        </p>
      )}
      {status === "failed" && (
        <p role="alert" className="admin-error">
          {t("admin.blogs.editorFailed")}
        </p>
      )}
      <div ref={holder} className="editor-holder" role="group" aria-labelledby={labelledBy} data-testid="block-editor" />
    </div>
  );
}
