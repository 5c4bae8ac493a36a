import type { Detach } from "./header";

export type Consent = "accepted" | "rejected" | null;
export const CONSENT_KEY = "cookieConsent";
/** Fired on window when the visitor chooses, here or in another tab. */
const CHANGE = "consent-change";

export function readConsent(): Consent {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === "accepted" || v === "rejected" ? v : null;
  } catch {
    return null;
  }
}

export function storeConsent(value: Exclude<Consent, null>) {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    /* nothing to keep it in: it lasts for this page */
  }
  consentNow = value;
  window.dispatchEvent(new Event(CHANGE));
}

/** The choice of this page: the stored one, or one made here when storage refuses it. */
let consentNow: Consent = null;

/**
 * Cookie consent for the page under `root`: the banner ([data-consent-banner], server-rendered
 * hidden) shows while no choice is stored or after "Cookie settings" ([data-consent-reopen]);
 * any [data-consent-choice] button stores its choice; each third-party frame's gate opens
 * (openGates) once the visitor accepted.
 * The floating chat button keeps out of the banner's way while it is open.
 */
export function enhanceConsent(root: HTMLElement): Detach {
  consentNow = readConsent();
  const banner = root.querySelector<HTMLElement>("[data-consent-banner]");
  const setBanner = (open: boolean) => {
    if (banner) banner.hidden = !open;
    root.querySelectorAll<HTMLElement>(".fab").forEach((fab) => (fab.hidden = open));
  };
  const apply = () => {
    if (consentNow === "accepted") openGates(root);
  };
  const onClick = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    const choice = target.closest<HTMLElement>("[data-consent-choice]")?.dataset.consentChoice;
    if (choice === "accepted" || choice === "rejected") {
      storeConsent(choice);
      setBanner(false);
    } else if (target.closest("[data-consent-reopen]")) {
      setBanner(true);
    }
  };
  // A choice made in another tab applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== CONSENT_KEY) return;
    consentNow = readConsent();
    apply();
  };
  root.addEventListener("click", onClick);
  window.addEventListener(CHANGE, apply);
  window.addEventListener("storage", onStorage);
  setBanner(consentNow === null);
  apply();
  return () => {
    root.removeEventListener("click", onClick);
    window.removeEventListener(CHANGE, apply);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Each [data-consent-gate] under `root` gets its frame (data-src, data-title; wrapped in a
 * div of the classes in data-wrap when it has them), put first, and its placeholders
 * ([data-consent-placeholder]) are hidden, not removed: on a hydrated page React owns them.
 * The frame is made here, not kept in the markup, so nothing of the third party loads before.
 */
export function openGates(root: ParentNode) {
  root.querySelectorAll<HTMLElement>("[data-consent-gate]:not([data-open])").forEach((gate) => {
    const { src, title, wrap } = gate.dataset;
    if (!src) return;
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = title ?? "";
    frame.loading = "lazy";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    let first: HTMLElement = frame;
    if (wrap) {
      first = document.createElement("div");
      first.className = wrap;
      first.append(frame);
    }
    gate.querySelectorAll<HTMLElement>("[data-consent-placeholder]").forEach((p) => (p.hidden = true));
    gate.prepend(first);
    gate.dataset.open = "";
  });
}
