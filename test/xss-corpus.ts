/**
 * Cross-site scripting vectors. Each one, if it ever ran, would set window.__xss (or open a
 * dialog), so a page that showed them all inert has none of them executing. Used by the API
 * tests (saved through every rich and free-text field) and the browser journey.
 */
const P = "window.__xss=1";
const TOP = "top.__xss=1";

export interface XssVector {
  name: string;
  payload: string;
}

const v = (name: string, payload: string): XssVector => ({ name, payload });

export const XSS_VECTORS: XssVector[] = [
  // Script tags
  v("script tag", `<script>${P}</script>`),
  v("script tag, upper case", `<SCRIPT>${P}</SCRIPT>`),
  v("script with alert", `<script>alert('xss')</script>`),
  v("script src data URL", `<script src="data:text/javascript,${P}"></script>`),
  v("attribute breakout into script", `"><script>${P}</script>`),
  v("title breakout", `</title><script>${P}</script>`),
  v("textarea breakout", `</textarea><script>${P}</script>`),
  v("inline JSON breakout", `</script><script>${P}</script>`),
  v("nested script split", `<scr<script>ipt>${P}</scr</script>ipt>`),
  v("script in comment trick", `<!--<script>${P}</script>-->`),
  v("CDATA script", `<![CDATA[<script>${P}</script>]]>`),
  // Event handlers
  v("img onerror", `<img src=x onerror=${P}>`),
  v("img onerror quoted", `<img src="x" onerror="${P}">`),
  v("img onerror with alert", `<img src=x onerror=alert(1)>`),
  v("svg onload", `<svg onload=${P}>`),
  v("svg slash onload", `<svg/onload=${P}>`),
  v("body onload", `<body onload=${P}>`),
  v("body onpageshow", `<body onpageshow=${P}>`),
  v("iframe onload", `<iframe onload=${P}></iframe>`),
  v("input autofocus onfocus", `<input autofocus onfocus=${P}>`),
  v("select autofocus onfocus", `<select autofocus onfocus=${P}></select>`),
  v("textarea autofocus onfocus", `<textarea autofocus onfocus=${P}></textarea>`),
  v("details ontoggle", `<details open ontoggle=${P}>`),
  v("video source onerror", `<video><source onerror=${P}></video>`),
  v("audio onerror", `<audio src=x onerror=${P}></audio>`),
  v("object onerror", `<object data=x onerror=${P}></object>`),
  v("div onmouseover", `<div onmouseover=${P} style="position:fixed;inset:0">cover</div>`),
  v("anchor onclick", `<a onclick=${P}>click me</a>`),
  v("unknown tag onclick", `<x onclick=${P}>click</x>`),
  v("style onload", `<style onload=${P}></style>`),
  v("img broken quotes", `<img """><script>${P}</script>">`),
  v("handler with entity-encoded body", `<img src=x onerror=&#119;indow.__xss=1>`),
  v("handler with base64 eval", `<img src=x onerror=eval(atob('d2luZG93Ll9feHNzPTE='))>`),
  // javascript: URLs
  v("javascript href", `<a href="javascript:${P}">link</a>`),
  v("javascript href, mixed case", `<a href="JaVaScRiPt:${P}">link</a>`),
  v("javascript href, leading spaces", `<a href="   javascript:${P}">link</a>`),
  v("javascript href, tab inside", `<a href="java\tscript:${P}">link</a>`),
  v("javascript href, entity tab", `<a href="java&#x09;script:${P}">link</a>`),
  v("javascript href, entity letters", `<a href="&#106;&#97;vascript:${P}">link</a>`),
  v("javascript href, colon entity", `<a href="javascript&colon;${P}">link</a>`),
  v("javascript iframe src", `<iframe src="javascript:${TOP}"></iframe>`),
  v("javascript form action", `<form action="javascript:${P}"><button>send</button></form>`),
  v("javascript in math xlink", `<math><a xlink:href="javascript:${P}">x</a></math>`),
  v("meta refresh to javascript", `<meta http-equiv="refresh" content="0;url=javascript:${P}">`),
  v("base href javascript", `<base href="javascript:${P}//">`),
  v("javascript in CSS url", `<div style="background:url(javascript:${P})">x</div>`),
  // data: URLs
  v("data html href", `<a href="data:text/html,<script>${P}</script>">link</a>`),
  v("data html iframe", `<iframe src="data:text/html,<script>${TOP}</script>"></iframe>`),
  v("data base64 object", `<object data="data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MTwvc2NyaXB0Pg=="></object>`),
  v("data svg embed", `<embed src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${TOP}'/>">`),
  v("iframe srcdoc", `<iframe srcdoc="<script>${TOP}</script>"></iframe>`),
  // SVG
  v("svg script", `<svg><script>${P}</script></svg>`),
  v("svg animate onbegin", `<svg><animate onbegin=${P} attributeName=x dur=1s></svg>`),
  v("svg set onmouseover", `<svg><set attributeName=onmouseover to=${P}></svg>`),
  v("svg anchor javascript", `<svg><a xlink:href="javascript:${P}"><text y=20>x</text></a></svg>`),
  v("svg foreignObject img", `<svg><foreignObject><img src=x onerror=${P}></foreignObject></svg>`),
  // Encoded and template variants
  v("HTML-escaped script (must stay text)", `&lt;script&gt;${P}&lt;/script&gt;`),
  v("URL-encoded script", `%3Cscript%3E${P}%3C/script%3E`),
  v("JS-escaped script", `\\u003cscript\\u003e${P}\\u003c/script\\u003e`),
  v("template expression", `{{constructor.constructor('${P}')()}}`),
  v("template literal", `\${${P}}`),
  v("quote breakout in JS string", `';${P};//`),
  v("double quote breakout in JS string", `";${P};//`),
  v("noscript mutation", `<noscript><p title="</noscript><img src=x onerror=${P}>">`),
  v("math mutation", `<math><mtext><table><mglyph><style><img src=x onerror=${P}>`),
  v("style import javascript", `<style>@import 'javascript:${P}';</style>`),
];

/** Values for URL fields (links, embeds, images): none may ever become an active link or frame. */
export const XSS_URLS: string[] = [
  `javascript:${P}`,
  `JAVASCRIPT:${P}`,
  ` javascript:${P}`,
  `java\tscript:${P}`,
  `data:text/html,<script>${P}</script>`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==`,
  `vbscript:msgbox(1)`,
  `//evil.example/x.js`,
  `https://example.com/"><script>${P}</script>`,
  `https://example.com/x.png" onerror="${P}`,
];
