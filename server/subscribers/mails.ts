import type { Language } from "../../core/languages.js";
import { composeMail, escapeHtml, siteUrl, type ComposedMail } from "../mail/compose.js";

const WELCOME: Record<Language, { subject: string; paragraphs: string[]; action: string; footer: string }> = {
  en: {
    subject: "Welcome to the Nutrition with Elena newsletter",
    paragraphs: [
      "Hello,",
      "Thank you for subscribing. A couple of times a month you will receive practical nutrition tips, seasonal recipes and news from the practice.",
      "If you have a question about your diet in the meantime, simply reply to this email.",
    ],
    action: "Read the latest articles",
    footer: "You receive this email because {email} was subscribed to the newsletter on our website.",
  },
  es: {
    subject: "Bienvenida al boletín de Nutrición con Elena",
    paragraphs: [
      "Hola:",
      "Gracias por suscribirte. Un par de veces al mes recibirás consejos prácticos de nutrición, recetas de temporada y novedades de la consulta.",
      "Si mientras tanto tienes alguna pregunta sobre tu alimentación, responde a este correo.",
    ],
    action: "Leer los últimos artículos",
    footer: "Recibes este correo porque {email} se suscribió al boletín en nuestra web.",
  },
  gr: {
    subject: "Καλώς ήρθατε στο ενημερωτικό δελτίο «Διατροφή με την Έλενα»",
    paragraphs: [
      "Γεια σας,",
      "Ευχαριστούμε για την εγγραφή σας. Δύο φορές τον μήνα περίπου θα λαμβάνετε πρακτικές διατροφικές συμβουλές, συνταγές εποχής και νέα από το γραφείο μας.",
      "Αν στο μεταξύ έχετε κάποια ερώτηση για τη διατροφή σας, απλώς απαντήστε σε αυτό το email.",
    ],
    action: "Διαβάστε τα πιο πρόσφατα άρθρα",
    footer: "Λαμβάνετε αυτό το email επειδή η διεύθυνση {email} εγγράφηκε στο ενημερωτικό δελτίο στον ιστότοπό μας.",
  },
};

/** The unsubscribe link of one subscriber; every newsletter mail carries it. */
export function unsubscribeUrl(publicUrl: string, base: string, token: string): string {
  return siteUrl(publicUrl, `${base}/api/v1/subscribers/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function welcomeMail(opts: { lang: Language; email: string; publicUrl: string; unsubscribeUrl: string }): ComposedMail {
  const t = WELCOME[opts.lang];
  return composeMail({
    lang: opts.lang,
    subject: t.subject,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: siteUrl(opts.publicUrl, "/blogs") },
    footer: t.footer.replace("{email}", opts.email),
    unsubscribeUrl: opts.unsubscribeUrl,
  });
}

const PAGE_TITLE: Record<Language, string> = { en: "Newsletter", es: "Boletín", gr: "Ενημερωτικό δελτίο" };
const BACK: Record<Language, string> = { en: "Back to the website", es: "Volver a la web", gr: "Επιστροφή στον ιστότοπο" };

/** The small page the unsubscribe link opens: the outcome in all three languages. */
export function unsubscribePage(publicUrl: string, texts: Record<Language, string>): string {
  const langs: [Language, string][] = [["en", "en"], ["es", "es"], ["gr", "el"]];
  const sections = langs
    .map(([l, tag]) => `<section lang="${tag}"><h2>${escapeHtml(PAGE_TITLE[l])}</h2><p>${escapeHtml(texts[l])}</p><p><a href="${escapeHtml(publicUrl)}">${escapeHtml(BACK[l])}</a></p></section>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Newsletter · Boletín · Ενημερωτικό δελτίο</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2a1f;background:#fff}h2{font-size:1.1rem;margin-bottom:.25rem}section{border-bottom:1px solid #d5ddd5;padding-bottom:.5rem}a{color:#2f5d3a}</style>
</head>
<body>
<main>
${sections}
</main>
</body>
</html>
`;
}
