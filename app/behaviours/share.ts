import type { Detach } from "./header";

/** The share links' copy button ([data-copy] holds the address): copies it and says so for 2.5 s. */
export function enhanceCopyLink(button: HTMLButtonElement): Detach {
  const status = button.parentElement?.querySelector<HTMLElement>(".share__copied");
  let timer = 0;
  const onClick = async () => {
    const url = button.dataset.copy ?? "";
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Older browsers and insecure origins: a hidden field and the copy command.
      const field = document.createElement("textarea");
      field.value = url;
      field.setAttribute("readonly", "");
      field.style.position = "fixed";
      field.style.opacity = "0";
      document.body.appendChild(field);
      field.select();
      document.execCommand("copy");
      field.remove();
    }
    if (!status) return;
    status.textContent = status.dataset.text ?? "";
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (status.textContent = ""), 2500);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}
