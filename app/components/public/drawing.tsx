// The content pages' large drawings (the home page's picture, the about page's portrait) are
// written into the page as <svg> rather than linked with <img>. An SVG image is
// a document of its own that the browser builds on the page's main thread when it arrives
// (50–80 ms each on a slow phone, measured in bench/README.md); drawn inline, it is a few
// elements of the page, painted with it, and needs no request. The files in public/images stay
// the one source: each page imports the one it draws (`import hero from
// "…/public/images/hero.svg?raw"`) at build time. The header's logo too: it is 300 bytes, which
// the application's script carries for the pages that start it. The footer's stays a lazy
// <img>, fetched only when the reader comes near.

interface Parsed {
  viewBox: string;
  inner: string;
}

/**
 * The drawing's viewBox and content, its ids prefixed with `scope`: one page may hold the same
 * drawing twice, and every drawing names its gradients
 * with short ids that would otherwise meet.
 */
export function parseDrawing(svg: string, scope: string): Parsed {
  const open = /^<svg\b([^>]*)>/.exec(svg.trim());
  const viewBox = open ? /\bviewBox="([^"]+)"/.exec(open[1]!)?.[1] : undefined;
  if (!open || !viewBox) throw new Error("a drawing must be an <svg> with a viewBox");
  const inner = svg
    .trim()
    .slice(open[0].length)
    .replace(/<\/svg>\s*$/, "")
    .replace(/\bid="([^"]+)"/g, `id="${scope}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${scope}-$1)`);
  return { viewBox, inner };
}

const parsed = new Map<string, Parsed>();

/**
 * One of the site's drawings, inline. Without `label` it is decoration, hidden from assistive
 * technology as an <img alt=""> is; with one it is announced as an image of that name.
 */
export function Drawing(props: { svg: string; scope: string; width: number; height: number; className?: string; label?: string }) {
  const key = `${props.scope} ${props.svg}`;
  let drawing = parsed.get(key);
  if (!drawing) parsed.set(key, (drawing = parseDrawing(props.svg, props.scope)));
  const a11y = props.label ? { role: "img", "aria-label": props.label } : { "aria-hidden": true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={drawing.viewBox}
      width={props.width}
      height={props.height}
      className={props.className ? `drawing ${props.className}` : "drawing"}
      focusable="false"
      {...a11y}
      dangerouslySetInnerHTML={{ __html: drawing.inner }}
    />
  );
}
