import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferAppStart } from "./deferred-app-start.js";

// The end of a page as React Router and React write it: the module preloads (hoisted into the
// head), the router's context, the inline module that imports the route modules, and the
// loader data that streams after it.
const page = (moduleCode: string) =>
  [
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0nce=="/>`,
    `<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="N0nce=="/>`,
    `<link rel="preload" as="fetch" href="/texts/en.json" crossorigin="anonymous" data-page-texts=""/>`,
    `</head><body><main>Book a consultation</main>`,
    `<script nonce="N0nce==">window.__reactRouterContext = {};</script>`,
    `<script nonce="N0nce==" type="module" async="">${moduleCode}</script>`,
    `<script nonce="N0nce==">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
    `</body></html>`,
  ].join("");
const moduleCode = `;\nimport * as route0 from "/assets/root-C.js";\nwindow.__reactRouterRouteModules = {"root":route0, "x": "</div><!--"};\n\nimport("/assets/entry.client-A.js");`;

/** Runs the starter as a browser would, with just enough of a document to record what it adds. */
function runStarter(html: string, opts: { hidden: boolean; paintTiming?: boolean }) {
  const starter = /<script nonce="N0nce==">(\(function\(\)\{\nvar code=[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string; onerror?: unknown }[] = [];
  const frames: (() => void)[] = [];
  const timers: ((() => void) & { ms?: number })[] = [];
  const listeners = new Map<string, (e: unknown) => void>();
  const attributes = new Set<string>();
  let observer: (() => void) | undefined;
  // Paint timing, where the browser has it: the test reports the first contentful paint.
  let paintObserver: ((names: string[]) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      paintObserver = (names) => this.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }, this);
    }
    disconnect() {
      paintObserver = undefined;
    }
  }
  const document = {
    hidden: opts.hidden,
    currentScript: { nonce: "N0nce==" },
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
    addEventListener: (type: string, f: (e: unknown) => void, capture: boolean) => capture && listeners.set(type, f),
    removeEventListener: (type: string, f: (e: unknown) => void) => listeners.get(type) === f && listeners.delete(type),
  };
  class MutationObserver {
    constructor(private readonly callback: (records: unknown[], o: MutationObserver) => void) {}
    observe() {
      observer = () => this.callback([], this);
    }
    disconnect() {
      observer = undefined;
    }
  }
  vm.runInNewContext(starter, {
    document,
    MutationObserver,
    window: opts.paintTiming ? { PerformanceObserver } : {},
    PerformanceObserver,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: (...a: unknown[]) => void, ms: number, ...args: unknown[]) => timers.push(Object.assign(() => f(...args), { ms })),
  });
  const paint = (...names: string[]) => paintObserver?.(names);
  const runAll = () => {
    while (frames.length || timers.length) (frames.shift() ?? timers.shift())!();
  };
  /** The root marks the page ready (root.tsx): <html data-ready>. */
  const ready = () => {
    attributes.add("data-ready");
    observer?.();
  };
  return { added, frames, timers, runAll, listeners, ready, paint };
}

describe("the application starts after the first paint", () => {
  it("takes the module preloads and the module script out of the page, keeping the rest", () => {
    const html = deferAppStart(page(moduleCode));
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).not.toContain(`<script nonce="N0nce==" type="module"`);
    // The stylesheet, the texts file, the router's context and the streamed data are untouched.
    expect(html).toContain(`<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`);
    expect(html).toContain(`data-page-texts=""`);
    expect(html).toContain(`<script nonce="N0nce==">window.__reactRouterContext = {};</script>`);
    expect(html).toContain(`streamController.enqueue("[]");</script></body>`);
    // The starter stands where the module script stood, with its nonce, and nothing in it can
    // close the script element early.
    expect(html.indexOf("var code=")).toBeLessThan(html.indexOf("streamController.enqueue"));
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain("</div><!--");
  });

  it("without paint timing, waits for a frame, then adds the same preloads and the same module, with the page's nonce", () => {
    const { added, frames, timers, runAll } = runStarter(deferAppStart(page(moduleCode)), { hidden: false });
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    expect(timers).toHaveLength(0);
    runAll();
    expect(added.map((el) => el.href ?? el.type)).toEqual(["/assets/entry.client-A.js", "/assets/jsx-runtime-B.js", "module"]);
    expect(added.slice(0, 2).every((el) => el.tag === "link" && el.rel === "modulepreload")).toBe(true);
    expect(added[2]).toEqual({ tag: "script", type: "module", nonce: "N0nce==", textContent: moduleCode });
  });

  it("where the browser reports paints, starts once the first contentful one is reported", () => {
    const { added, frames, timers, paint } = runStarter(deferAppStart(page(moduleCode)), { hidden: false, paintTiming: true });
    expect(frames).toHaveLength(0);
    // Only the time limit waits, in case no paint is ever reported.
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    paint("first-paint");
    expect(timers).toHaveLength(1);
    paint("first-paint", "first-contentful-paint");
    expect(timers.map((t) => t.ms)).toEqual([3000, 0]);
    timers.pop()!();
    expect(added.map((el) => el.href ?? el.type)).toEqual(["/assets/entry.client-A.js", "/assets/jsx-runtime-B.js", "module"]);
    // The time limit then finds it started: nothing is added twice.
    timers.pop()!();
    expect(added).toHaveLength(3);
  });

  it("starts after the time limit when no paint is reported", () => {
    const { added, timers } = runStarter(deferAppStart(page(moduleCode)), { hidden: false, paintTiming: true });
    timers.shift()!();
    expect(added.at(-1)!.textContent).toBe(moduleCode);
  });

  it("adds a few preloads a task, the module last", () => {
    const many = page(moduleCode).replace(
      `<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="N0nce=="/>`,
      Array.from({ length: 9 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="N0nce=="/>`).join(""),
    );
    const { added, frames, timers } = runStarter(deferAppStart(many), { hidden: false });
    frames.shift()!();
    timers.shift()!(); // the frame's timeout: the start
    const perTask = [added.length];
    while (timers.length) {
      const before = added.length;
      timers.shift()!();
      perTask.push(added.length - before);
    }
    // 10 links in tasks of at most 2, then the module with the last ones.
    expect(perTask).toEqual([2, 2, 2, 2, 3]);
    expect(added).toHaveLength(11);
    expect(added.at(-1)!.type).toBe("module");
  });

  it("starts at once in a tab that is not shown, where no frame is painted", () => {
    const { added, frames } = runStarter(deferAppStart(page(moduleCode)), { hidden: true });
    expect(frames).toHaveLength(0);
    expect(added.at(-1)!.textContent).toBe(moduleCode);
  });

  it("holds a form sent before the page is ready, and sends it once it is", () => {
    const { runAll, listeners, ready } = runStarter(deferAppStart(page(moduleCode)), { hidden: false });
    let sent = 0;
    let prevented = false;
    const form = { isConnected: true, requestSubmit: () => sent++ };
    listeners.get("submit")!({ target: form, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    runAll();
    expect(sent).toBe(0);
    ready();
    expect(sent).toBe(1);
    // From then on the page's own handlers have the forms.
    expect(listeners.has("submit")).toBe(false);
  });

  it("sends nothing when no form was sent, and forgets a form the page has removed", () => {
    const quiet = runStarter(deferAppStart(page(moduleCode)), { hidden: false });
    quiet.ready();
    expect(quiet.listeners.has("submit")).toBe(false);
    const gone = runStarter(deferAppStart(page(moduleCode)), { hidden: false });
    let sent = 0;
    gone.listeners.get("submit")!({ target: { isConnected: false, requestSubmit: () => sent++ }, preventDefault: () => undefined });
    gone.ready();
    expect(sent).toBe(0);
  });

  it("leaves forms to the browser when a module cannot be fetched, as the page will not start", () => {
    const { added, runAll, listeners } = runStarter(deferAppStart(page(moduleCode)), { hidden: false });
    let sent = 0;
    listeners.get("submit")!({ target: { isConnected: true, requestSubmit: () => sent++ }, preventDefault: () => undefined });
    runAll();
    (added[0] as unknown as { onerror: () => void }).onerror();
    expect(sent).toBe(1);
    expect(listeners.has("submit")).toBe(false);
  });

  it("leaves a page without the router's module script as it is", () => {
    const content = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><script src="/assets/page-script-X.js" nonce="N" defer=""></script></body></html>`;
    expect(deferAppStart(content)).toBe(content);
  });
});
