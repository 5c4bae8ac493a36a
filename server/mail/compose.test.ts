import { describe, expect, it } from "vitest";
import { composeLetter, composeMail as compose, composeNotice, siteUrl, type MailContent } from "./compose.js";
import { practiceNames } from "../../core/practice-name.js";
import { demoPracticeName } from "../seed/demo-practice.js";

/** Mails of the demo practice, signed with its name. */
const composeMail = (content: Omit<MailContent, "practice">) => compose({ ...content, practice: practiceNames(demoPracticeName) });

describe("composeMail", () => {
  it("builds a text and an HTML version, escaping every value", () => {
    const evil = `<img src=x onerror="alert(1)"> & 'quotes'`;
    const mail = composeMail({
      lang: "en",
      subject: `Hello ${evil}\r\nBcc: x@y.z`,
      paragraphs: [`Dear ${evil},`, "Line one\nLine two"],
      action: { label: evil, url: "https://example.com/a?b=1&c='2'" },
      footer: evil,
    });
    expect(mail.subject).toBe(`Hello ${evil} Bcc: x@y.z`);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;");
    expect(mail.html).toContain('href="https://example.com/a?b=1&amp;c=&#39;2&#39;"');
    expect(mail.html).toContain("Line one<br>Line two");
    expect(mail.text).toContain(`Dear ${evil},`);
    expect(mail.text).toContain(`${evil}: https://example.com/a?b=1&c='2'`);
    expect(mail.headers).toEqual({});
  });

  it("speaks the recipient's language, with Greek tagged el", () => {
    const gr = composeMail({ lang: "gr", subject: "Θέμα", paragraphs: ["Γεια σας"] });
    expect(gr.html).toContain('<html lang="el"');
    expect(gr.text).toContain("Διατροφή με την Έλενα");
    expect(composeMail({ lang: "es", subject: "s", paragraphs: [] }).html).toContain('<html lang="es"');
  });

  it("adds the unsubscribe link and the one-click headers to newsletter mails", () => {
    const url = "https://site.test/api/api/v1/subscribers/unsubscribe?token=abc";
    const mail = composeMail({ lang: "es", subject: "Boletín", paragraphs: ["Hola"], unsubscribeUrl: url });
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.text).toContain(`Darse de baja del boletín: ${url}`);
    expect(mail.html).toContain(`<a href="${url}"`);
  });

  it("refuses links that are not absolute http(s)", () => {
    expect(() => composeMail({ lang: "en", subject: "s", paragraphs: [], action: { label: "x", url: "javascript:alert(1)" } })).toThrow();
    expect(() => composeMail({ lang: "en", subject: "s", paragraphs: [], unsubscribeUrl: "/relative" })).toThrow();
  });

  it("joins the public address and a path", () => {
    expect(siteUrl("https://site.test/", "/blogs")).toBe("https://site.test/blogs");
  });
});

describe("composeLetter and composeNotice", () => {
  const practice = practiceNames(demoPracticeName);

  it("greets her by first name, leads her to her page and signs with MAIL_SIGNATURE; Greek greets without a name", () => {
    const base = { subject: "Tu reserva\n", paragraphs: ["Uno", "Dos"], myBookings: "https://elena.example/", practice, signature: "Elena $& Co" };
    const es = composeLetter({ ...base, lang: "es", greet: "  Ana María López " });
    expect(es).toEqual({
      language: "es",
      subject: "Tu reserva",
      text: "Hola, Ana:\n\nUno\n\nDos\n\nTodas tus reservas, cuando quieras: https://elena.example/my-bookings?lang=es\n\nUn saludo,\nElena $& Co\n",
    });
    expect(composeLetter({ ...base, lang: "gr", greet: "Γιώργος" }).text.startsWith("Γεια σας,\n\nUno")).toBe(true);
  });

  it("greets without a name when given none, and without the line to her page when not asked", () => {
    const letter = composeLetter({ lang: "en", subject: "Your sign-in link", greet: null, paragraphs: ["Here it is."], practice });
    expect(letter.text).toBe(`Hello,\n\nHere it is.\n\nKind regards,\n${practice.en}\n`);
  });

  it("writes her notice as its headline, a blank line and its lines", () => {
    expect(composeNotice("New booking: Ana", ["Service: Consultation", "", "Details: x"])).toEqual({
      subject: "New booking: Ana",
      text: "New booking: Ana\n\nService: Consultation\n\nDetails: x\n",
    });
  });
});
