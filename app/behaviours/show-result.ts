/**
 * Puts a form's answer where the visitor looks: the focus moves to it (so a screen reader
 * reads it, with its role of status or alert), and it is scrolled to the middle of the
 * screen. On a phone the answer otherwise sat far above the button she had pressed, or the
 * page shrank under her and showed only the footer. Centred rather than "nearest": the
 * sticky header would cover an answer scrolled to the top edge.
 */
export function showResult(el: HTMLElement | null) {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: "center" });
}
