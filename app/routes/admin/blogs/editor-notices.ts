import type { Language } from "../../../../core/languages";

/**
 * Editor.js writes a few notices in English whatever its dictionary says: its inline link
 * tool's 'Pasted link is not valid.' (the editor's wording, kept) is not passed through its i18n.
 */
const FIXED_NOTICES: Record<string, Record<Language, string>> = {
  "Pasted link is not valid.": {
    en: "Pasted link is not valid.",
    es: "El enlace pegado no es válido.",
    gr: "Ο σύνδεσμος που επικολλήσατε δεν είναι έγκυρος.",
  },
};

/**
 * Those notices, as they appear: put in the reader's language and made alerts, which a screen
 * reader says (the notifier gives them no role). Editor.js's other notices are in its dictionary
 * and stay as they are: the image tool's is said already by the screen's own alert, which a
 * second one would repeat. Returns the function that stops watching.
 */
export function watchEditorNotices(lang: Language): () => void {
  const adapt = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    const notices = node.matches(".cdx-notify") ? [node] : [...node.querySelectorAll<HTMLElement>(".cdx-notify")];
    for (const notice of notices) {
      // The notifier writes the message as the notice's first child, before its close button.
      const message = notice.firstChild;
      const text = message?.nodeType === Node.TEXT_NODE ? FIXED_NOTICES[message.textContent ?? ""]?.[lang] : undefined;
      if (!text || !message) continue;
      message.textContent = text;
      notice.setAttribute("role", "alert");
    }
  };
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(adapt)));
  // The notifier's container is added to the body on its first notice, the notices inside it.
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
