import { openGates } from "../../../behaviours/consent";
import { BlockRenderer } from "../../../components/blocks/block-renderer";
import { useAdminT } from "../admin-context";

/**
 * How the admin sees a saved blog's blocks: through the public page's own renderer, so the
 * preview can never show something the public page would not. Embeds wait for consent as they
 * do for visitors; here her "load" applies to this screen only and is not stored as a visitor's
 * cookie choice. The wrapper only adjusts colours to the admin's palette.
 */
export function ContentPreview({ content }: { content: unknown }) {
  const t = useAdminT();
  // Her "load" opens this preview's frames without storing a choice.
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('[data-consent-choice="accepted"]')) openGates(e.currentTarget);
  };
  return (
    <div className="blog-preview" onClick={onClick}>
      <BlockRenderer content={content} emptyText={t("admin.blogs.noContent")} />
    </div>
  );
}
