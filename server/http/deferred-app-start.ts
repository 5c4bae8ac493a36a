/**
 * A page that hydrates starts the application after its first paint (docs/decisions/032).
 *
 * React Router's `<Scripts/>` writes one inline module script whose static imports fetch the
 * route modules, and a `modulepreload` link for each module of the page, which React hoists
 * into the head. Both start their downloads as the HTML is parsed, so on a slow connection the
 * application's 25-odd files share the line with the stylesheet, and the browser paints the
 * server-rendered page only after the modules have run. Here the module script becomes a small
 * classic script at the same place in the document (hydration meets the same element there):
 * it waits for the first paint, then adds the same preload links and the same module script,
 * and it holds a form sent meanwhile until the page is ready. The page's loader data still
 * streams in as before; the router reads it once it starts.
 *
 * A document without React Router's module script (a content page, an error text) is returned
 * as it came, and so is one whose scripts do not look as expected: it then hydrates as before.
 */
const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const PRELOADS_PER_TASK = 2;
/** How long the starter waits for a paint the browser may never report. */
const PAINT_WAIT_MS = 3000;

export function deferAppStart(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, attributes, code] = script;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const starter = `<script${attributes}>${starterCode(code!, preloads)}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => starter);
}

/** JSON that may stand inside a script element: no `</script>` or `<!--` can appear in it. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function starterCode(code: string, preloads: string[]): string {
  // - A form sent before the application has started (a password manager's Enter, a quick
  //   tap) is held, and sent again once the page is ready (<html data-ready>, root.tsx):
  //   otherwise the browser would post it itself, past the page's own handling. When a module
  //   cannot be fetched the application will not start: forms are then left to the browser.
  // - It starts once the browser reports the first contentful paint (a paint timing entry,
  //   which comes when the frame is on screen: a timeout after requestAnimationFrame may run
  //   before that). A browser without paint timing starts after its first frame, and one
  //   that never reports the paint after a few seconds; a page opened in a background tab
  //   paints nothing, so it starts at once.
  // - The preload links go in two at a time, one timeout each: every link starts a download
  //   (the first ones also compile the framework's large modules), and all of them in one go
  //   held a phone's main thread for a long task; four at a time still made one of 70–90 ms
  //   under a 4× CPU slowdown.
  return `(function(){
var code=${inlineJson(code)},preloads=${inlineJson(preloads)},nonce=document.currentScript.nonce,root=document.documentElement,held=null;
function hold(e){e.preventDefault();held=e.target;}
function release(){document.removeEventListener("submit",hold,true);var f=held;held=null;if(f&&f.isConnected)f.requestSubmit();}
document.addEventListener("submit",hold,true);
new MutationObserver(function(_,o){if(root.hasAttribute("data-ready")){o.disconnect();release();}}).observe(root,{attributes:true,attributeFilter:["data-ready"]});
function preload(i){for(var end=Math.min(i+${PRELOADS_PER_TASK},preloads.length);i<end;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=preloads[i];l.onerror=release;document.head.appendChild(l);}
if(i<preloads.length)setTimeout(preload,0,i);else run();}
function run(){var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;document.head.appendChild(s);}
var started=false;function start(){if(!started){started=true;preload(0);}}
function painted(){setTimeout(start,0);}
if(document.hidden)start();
else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){
new PerformanceObserver(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();painted();}}).observe({type:"paint",buffered:true});
setTimeout(start,${PAINT_WAIT_MS});}
else requestAnimationFrame(painted);
})();`;
}
