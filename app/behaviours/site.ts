// The site's own script on the pages that do not hydrate (a route's handle says
// `hydrate: false`, app/lib/page-kind.ts): the same behaviours the React components run on a
// hydrated page, attached to the server's markup. Built apart from the application
// (scripts/build-site-script.ts), with no framework in it.
import { enhanceCarousel } from "./carousel";
import { enhanceConsent } from "./consent";
import { enhanceFab } from "./fab";
import { enhanceContactForm, enhanceNewsletter } from "./forms";
import { enhanceHeader } from "./header";
import { enhanceLanguageSelect } from "./language";
import { enhanceReveal } from "./reveal";
import { enhanceCopyLink } from "./share";
import { enhancePrint, enhanceRecipeScaler } from "./recipe-scaler";
import { enhanceLanguageSuggestion } from "./suggestion";
import { enhanceThemeToggle } from "./theme";
import type { Detach } from "./header";

function attach<T extends HTMLElement>(el: T, behaviour: (el: T) => Detach) {
  try {
    behaviour(el);
  } catch (error) {
    // One broken part must not leave the others inert.
    console.error(error);
  }
}
const each = <T extends HTMLElement>(selector: string, behaviour: (el: T) => Detach) =>
  document.querySelectorAll<T>(selector).forEach((el) => attach(el, behaviour));

// One task per behaviour, the header's first (its menu is what a visitor reaches for): run
// together they made one long task on a phone, 120 ms and more under Lighthouse's 4× CPU
// slowdown, in which a tap waits. The first starts in a task of its own too: a deferred
// script runs in the task that ends the page's parsing, already long on its own.
const steps: (() => void)[] = [
  () => each("header.site-header", enhanceHeader),
  () => each("[data-theme-toggle]", enhanceThemeToggle),
  () => each("form.lang-select", enhanceLanguageSelect),
  () => each("[data-lang-suggest]", enhanceLanguageSuggestion),
  () => each(".fab", enhanceFab),
  () => attach(document.body, enhanceConsent),
  () => each("[data-carousel]", enhanceCarousel),
  () => each("[data-reveal]", enhanceReveal),
  () => each("[data-copy]", enhanceCopyLink),
  () => each("[data-recipe-scaler]", enhanceRecipeScaler),
  () => each("button[data-print]", enhancePrint),
  () => each("form[data-newsletter]", enhanceNewsletter),
  () => each("form[data-contact-form]", enhanceContactForm),
];
function run(i: number) {
  if (i < steps.length) {
    steps[i]!();
    setTimeout(run, 0, i + 1);
  } else {
    // Browser tests wait for this before they act.
    document.documentElement.dataset.ready = "";
  }
}
setTimeout(run, 0, 0);
