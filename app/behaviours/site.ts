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
import { enhanceLanguageSuggestion } from "./suggestion";
import { enhanceThemeToggle } from "./theme";
import type { Detach } from "./header";

function each<T extends HTMLElement>(selector: string, attach: (el: T) => Detach) {
  document.querySelectorAll<T>(selector).forEach((el) => {
    try {
      attach(el);
    } catch (error) {
      // One broken part must not leave the others inert.
      console.error(error);
    }
  });
}

each("header.site-header", enhanceHeader);
each("[data-theme-toggle]", enhanceThemeToggle);
each("form.lang-select", enhanceLanguageSelect);
each("[data-lang-suggest]", enhanceLanguageSuggestion);
each(".fab", enhanceFab);
enhanceConsent(document.body);
each("[data-carousel]", enhanceCarousel);
each("[data-reveal]", enhanceReveal);
each("[data-copy]", enhanceCopyLink);
each("form[data-newsletter]", enhanceNewsletter);
each("form[data-contact-form]", enhanceContactForm);
// Browser tests wait for this before they act.
document.documentElement.dataset.ready = "";
