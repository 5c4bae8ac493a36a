/**
 * Editor.js leaves a few things out that screen readers need: pictures without alt text,
 * embeds without a title, and hover tooltips placed outside every landmark. This fills them
 * in as the editor draws them, and returns the function that stops watching.
 */
export function patchEditorAccessibility(holder: HTMLElement, texts: { image: string; embed: string }): () => void {
  const fix = () => {
    holder.querySelectorAll<HTMLImageElement>("img:not([alt])").forEach((img) => {
      const caption = img.closest(".cdx-block")?.querySelector(".image-tool__caption")?.textContent?.trim();
      img.alt = caption || texts.image;
    });
    holder.querySelectorAll<HTMLIFrameElement>("iframe:not([title])").forEach((frame) => {
      frame.title = texts.embed;
    });
    // The tooltips repeat the buttons' own names; they are for the pointer only.
    document.querySelectorAll<HTMLElement>("body > .ct:not([aria-hidden])").forEach((tip) => tip.setAttribute("aria-hidden", "true"));
  };
  const inside = new MutationObserver(fix);
  inside.observe(holder, { childList: true, subtree: true });
  const body = new MutationObserver(fix);
  body.observe(document.body, { childList: true });
  fix();
  return () => {
    inside.disconnect();
    body.disconnect();
  };
}
