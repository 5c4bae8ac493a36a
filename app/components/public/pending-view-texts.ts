import type { TextKey } from "../../i18n";

/** The blog list's loading state: its title, lead and the status read to assistive technology. */
export const BLOG_LIST_KEYS = ["blogs.title", "blogs.lead", "blogs.loading"] as const satisfies readonly TextKey[];
