import { CONSENT_KEY } from "./consent";

/**
 * Written right after the consent banner: while no choice is stored the banner is in the first
 * paint, not added when the page's script or application has loaded (on the booking page that
 * is after the first paint, docs/decisions/032). The chat button steps aside meanwhile, as
 * enhanceConsent (consent.ts) does; that function then owns the banner.
 */
export const CONSENT_BOOT_SCRIPT = `(function(){var v=null;try{v=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});}catch(e){}
if(v==="accepted"||v==="rejected")return;document.currentScript.previousElementSibling.hidden=false;
document.querySelectorAll(".fab").forEach(function(f){f.hidden=true;});})();`;
