import type { CSSProperties, ReactNode } from "react";
import { useT } from "../../i18n";
import { ConsentFrame } from "../public/consent-frame";
import { ResponsiveImage } from "../responsive-image";
import { COUNTER_STYLES, listItems, parseContent, providerName, safeUrl, type Block, type ListItem } from "./block-content";

/*
 * Renders a blog's blocks. Text fields (paragraph, header, list items, quote, caption,
 * table cells) are HTML the server has already sanitised: they, and only they, are set
 * as HTML. Code is shown as text; URLs pass safeUrl first.
 */

const html = (value: unknown) => ({ __html: typeof value === "string" ? value : "" });

export function BlockRenderer({ content, emptyText }: { content: unknown; emptyText?: string }) {
  const t = useT();
  const doc = parseContent(content);
  if (!doc) return <p className="state state--error">{t("blog.invalidContent")}</p>;
  if (doc.blocks.length === 0) return emptyText ? <p className="state">{emptyText}</p> : null;
  return (
    <div className="prose blocks">
      {doc.blocks.map((block, i) => (
        <BlockView key={block.id ?? i} block={block} />
      ))}
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  const t = useT();
  const d = block.data;
  switch (block.type) {
    case "paragraph":
      return <p dangerouslySetInnerHTML={html(d.text)} />;
    case "header": {
      // The page title is the only h1; deeper levels are kept as written.
      const level = Math.min(6, Math.max(2, Number(d.level) || 2));
      const Tag = `h${level}` as "h2";
      return <Tag dangerouslySetInnerHTML={html(d.text)} />;
    }
    case "list":
      return <ListBlock data={d} />;
    case "image": {
      const file = d.file as { url?: unknown } | undefined;
      const src = safeUrl(file?.url ?? d.url);
      if (!src) return null;
      const caption = typeof d.caption === "string" ? d.caption : "";
      const cls = ["block-image", d.withBorder && "block-image--border", d.withBackground && "block-image--background", d.stretched && "block-image--stretched"]
        .filter(Boolean)
        .join(" ");
      return (
        <figure className={cls}>
          <ResponsiveImage src={src} alt={stripTags(caption)} sizes="(max-width: 800px) 100vw, 800px" />
          {caption && <figcaption dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case "quote": {
      const caption = typeof d.caption === "string" ? d.caption : "";
      return (
        <figure className="block-quote">
          <blockquote dangerouslySetInnerHTML={html(d.text)} />
          {caption && <figcaption dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case "code":
      return (
        <pre className="block-code" tabIndex={0}>
          <code>{typeof d.code === "string" ? d.code : ""}</code>
        </pre>
      );
    case "delimiter":
      return <hr className="block-delimiter" />;
    case "table":
      return <TableBlock data={d} />;
    case "embed": {
      const src = safeUrl(d.embed);
      if (!src) return null;
      const provider = providerName(d.service, src);
      const source = safeUrl(d.source) ?? src;
      const caption = typeof d.caption === "string" ? d.caption : "";
      const width = typeof d.width === "number" && d.width > 0 ? d.width : "100%";
      const height = typeof d.height === "number" && d.height > 0 ? d.height : 320;
      return (
        <figure className="block-embed">
          <ConsentFrame
            src={src}
            title={stripTags(caption) || t("blog.embedFrame", { provider })}
            provider={provider}
            link={source}
            width={width}
            height={height}
          />
          {caption && <figcaption dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case "linkTool":
    case "link": {
      const href = safeUrl(d.link);
      if (!href) return null;
      const meta = (d.meta ?? {}) as { title?: unknown; description?: unknown; image?: { url?: unknown } };
      const image = safeUrl(meta.image?.url);
      let host = "";
      try {
        host = new URL(href).hostname.replace(/^www\./, "");
      } catch {
        host = href;
      }
      return (
        <a className="block-link" href={href} target="_blank" rel="noopener noreferrer nofollow">
          <span className="block-link__text">
            <span className="block-link__title">{typeof meta.title === "string" && meta.title ? meta.title : href}</span>
            {typeof meta.description === "string" && meta.description && <span className="block-link__desc">{meta.description}</span>}
            <span className="block-link__host">
              {host}
              <span className="visually-hidden"> {t("external.newTab")}</span>
            </span>
          </span>
          {image && <img src={image} alt="" loading="lazy" />}
        </a>
      );
    }
    default:
      return <p className="block-unsupported">{t("blog.unsupported")}</p>;
  }
}

function stripTags(s: string): string {
  return s
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
}

function ListBlock({ data }: { data: Record<string, unknown> }) {
  const style = data.style === "ordered" ? "ordered" : data.style === "checklist" ? "checklist" : "unordered";
  const meta = (data.meta ?? {}) as { start?: unknown; counterType?: unknown };
  const start = Number(meta.start ?? data.start ?? 1);
  const counterType = String(meta.counterType ?? data.counterType ?? "numeric");
  return <ListLevel items={listItems(data.items)} style={style} start={Number.isFinite(start) && start > 0 ? start : 1} counterType={counterType} />;
}

function ListLevel({
  items,
  style,
  start = 1,
  counterType = "numeric",
}: {
  items: ListItem[];
  style: "ordered" | "unordered" | "checklist";
  start?: number;
  counterType?: string;
}) {
  const t = useT();
  const children = items.map((item, i): ReactNode => {
    const nested = item.items.length > 0 ? <ListLevel items={item.items} style={style} counterType={counterType} /> : null;
    if (style === "checklist") {
      return (
        <li key={i} className={item.meta.checked ? "is-checked" : undefined}>
          <span className="block-checklist__box" aria-hidden="true" />
          <span dangerouslySetInnerHTML={html(item.content)} />
          <span className="visually-hidden"> {t(item.meta.checked ? "blog.checked" : "blog.unchecked")}</span>
          {nested}
        </li>
      );
    }
    return (
      <li key={i}>
        <span dangerouslySetInnerHTML={html(item.content)} />
        {nested}
      </li>
    );
  });
  if (style === "ordered") {
    const listStyle: CSSProperties = { listStyleType: COUNTER_STYLES[counterType as keyof typeof COUNTER_STYLES] ?? "decimal" };
    return (
      <ol start={start !== 1 ? start : undefined} style={listStyle}>
        {children}
      </ol>
    );
  }
  return <ul className={style === "checklist" ? "block-checklist" : undefined}>{children}</ul>;
}

function TableBlock({ data }: { data: Record<string, unknown> }) {
  const t = useT();
  const rows = Array.isArray(data.content)
    ? (data.content as unknown[]).filter(Array.isArray).map((r) => (r as unknown[]).map((c) => (typeof c === "string" ? c : String(c ?? ""))))
    : [];
  if (rows.length === 0) return null;
  const withHeadings = Boolean(data.withHeadings);
  const head = withHeadings ? rows[0] : undefined;
  const body = withHeadings ? rows.slice(1) : rows;
  return (
    // Wide tables scroll sideways; the region is focusable so keyboards can scroll it too.
    <div className="block-table" tabIndex={0} role="region" aria-label={t("blog.table")}>
      <table>
        {head && (
          <thead>
            <tr>
              {head.map((c, i) => (
                <th key={i} scope="col" dangerouslySetInnerHTML={html(c)} />
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} dangerouslySetInnerHTML={html(c)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
