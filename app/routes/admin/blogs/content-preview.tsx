import { useMemo, useState } from "react";
import { BlockRenderer } from "../../../components/blocks/block-renderer";
import { ConsentContext, type Consent } from "../../../lib/preferences";
import { useAdminT } from "../admin-context";

/**
 * How the admin sees a saved blog's blocks: through the public page's own renderer, so the
 * preview can never show something the public page would not. Embeds wait for consent as they
 * do for visitors; here her "load" applies to this screen only and is not stored as a visitor's
 * cookie choice. The wrapper only adjusts colours to the admin's palette.
 */
export function ContentPreview({ content }: { content: unknown }) {
  const t = useAdminT();
  const [consent, setConsent] = useState<Consent>(null);
  const value = useMemo(() => ({ consent, bannerOpen: false, setConsent, reopen: () => {} }), [consent]);
  return (
    <ConsentContext.Provider value={value}>
      <div className="blog-preview">
        <BlockRenderer content={content} emptyText={t("admin.blogs.noContent")} />
      </div>
    </ConsentContext.Provider>
  );
}
