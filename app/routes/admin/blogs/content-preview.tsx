import type { CSSProperties, ReactNode } from "react";
import { useAdminT } from "../admin-context";
import type { Block } from "../lib/blog-content";
import { sanitizeInline } from "../lib/sanitize";
import { safeUrl as siteOrWebUrl } from "../../../components/blocks/block-content";

const html = (v: unknown) => ({ dangerouslySetInnerHTML: { __html: sanitizeInline(v) } });
const str = (v: unknown) => (typeof v === "string" ? v : "");
// The public renderer's rule: web addresses and paths on this site only.
const safeUrl = (v: unknown) => siteOrWebUrl(v) ?? undefined;

interface ListItem {
  content?: string;
  meta?: { checked?: boolean };
  items?: ListItem[];
}

const COUNTER: Record<string, CSSProperties["listStyleType"]> = {
  numeric: "decimal",
  "lower-roman": "lower-roman",
  "upper-roman": "upper-roman",
  "lower-alpha": "lower-alpha",
  "upper-alpha": "upper-alpha",
};

function ListItems({ items, style, start, counterType }: { items: (ListItem | string)[]; style: string; start?: number; counterType?: string }): ReactNode {
  const children = items.map((raw, i) => {
    const item: ListItem = typeof raw === "string" ? { content: raw } : raw;
    return (
      <li key={i}>
        {style === "checklist" && (
          <input type="checkbox" checked={!!item.meta?.checked} readOnly disabled aria-label={sanitizeInline(item.content).replace(/<[^>]*>/g, "")} />
        )}{" "}
        <span {...html(item.content)} />
        {item.items && item.items.length > 0 && <ListItems items={item.items} style={style} />}
      </li>
    );
  });
  if (style === "ordered")
    return (
      <ol start={start} style={{ listStyleType: COUNTER[counterType ?? "numeric"] ?? "decimal" }}>
        {children}
      </ol>
    );
  return <ul className={style === "checklist" ? "checklist" : undefined}>{children}</ul>;
}

/** How the admin sees a saved blog's blocks on its detail screen. */
export function ContentPreview({ blocks }: { blocks: Block[] }) {
  const t = useAdminT();
  if (blocks.length === 0) return <p className="muted">{t("admin.blogs.noContent")}</p>;
  return (
    <div className="blog-preview">
      {blocks.map((b, i) => {
        const d = b.data;
        switch (b.type) {
          case "paragraph":
            return <p key={i} {...html(d.text)} />;
          case "header": {
            const level = Math.min(6, Math.max(2, Number(d.level) || 2));
            const Tag = `h${level}` as "h2";
            return <Tag key={i} {...html(d.text)} />;
          }
          case "list": {
            const meta = (d.meta ?? {}) as { start?: number; counterType?: string };
            return (
              <ListItems
                key={i}
                items={(d.items as ListItem[]) ?? []}
                style={str(d.style) || "unordered"}
                start={Number(meta.start) || 1}
                counterType={meta.counterType}
              />
            );
          }
          case "image": {
            const file = (d.file ?? {}) as { url?: string };
            return (
              <figure key={i}>
                <img src={safeUrl(file.url)} alt={str(d.caption).replace(/<[^>]*>/g, "") || t("admin.blogs.contentImage")} />
                {str(d.caption) && <figcaption {...html(d.caption)} />}
              </figure>
            );
          }
          case "quote":
            return (
              <blockquote key={i}>
                <p {...html(d.text)} />
                {str(d.caption) && <cite {...html(d.caption)} />}
              </blockquote>
            );
          case "code":
            return (
              <pre key={i}>
                <code>{str(d.code)}</code>
              </pre>
            );
          case "delimiter":
            return <hr key={i} />;
          case "table": {
            const rows = (d.content as unknown[][]) ?? [];
            const [head, ...rest] = d.withHeadings ? rows : [undefined, ...rows];
            return (
              <div key={i} className="table-wrap">
                <table className="admin-table">
                  {head && (
                    <thead>
                      <tr>
                        {head.map((c, j) => (
                          <th key={j} scope="col" {...html(c)} />
                        ))}
                      </tr>
                    </thead>
                  )}
                  <tbody>
                    {rest.map((r, k) => (
                      <tr key={k}>
                        {(r ?? []).map((c, j) => (
                          <td key={j} {...html(c)} />
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }
          case "embed":
            return (
              <figure key={i}>
                <iframe
                  title={str(d.caption).replace(/<[^>]*>/g, "") || str(d.service) || "embed"}
                  src={safeUrl(d.embed)}
                  width="100%"
                  height={Number(d.height) || 320}
                  allowFullScreen
                />
                {str(d.caption) && <figcaption {...html(d.caption)} />}
              </figure>
            );
          case "linkTool":
          case "link": {
            const meta = (d.meta ?? {}) as { title?: string; description?: string; image?: { url?: string } };
            return (
              <p key={i} className="link-card">
                <a href={safeUrl(d.link)} target="_blank" rel="noopener noreferrer">
                  {meta.title || str(d.link)}
                </a>
                {meta.description && <span className="muted"> — {meta.description}</span>}
              </p>
            );
          }
          default:
            return (
              <p key={i} className="muted">
                {t("admin.blogs.unsupported")}
              </p>
            );
        }
      })}
    </div>
  );
}
