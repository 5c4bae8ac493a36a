// An invoice as PDF (pdfkit), with the AEAT's verification QR code (qrcode). Made on demand
// from the stored invoice, which is never changed, so the same invoice always prints the same.
import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatMoney } from "../../core/money.js";
import { isLanguage, type Language } from "../../core/languages.js";
import { aeatDate, aeatQrUrl } from "../../core/verifactu.js";
import type { InvoiceRow } from "./repository.js";
import { bilingual } from "./pdf-texts.js";

const require = createRequire(import.meta.url);
// DejaVu Sans writes Spanish and Greek alike; the PDF's built-in fonts have no Greek. The two
// files (1.4 MB) are read once, when the first invoice is printed, and kept: read for every
// PDF, each copy was a large buffer left for the collector and the allocator to give back.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  });

// One invoice is drawn at a time: a burst of downloads (the accountant opening a quarter's
// PDFs) holds one document's fonts and streams in memory, not one per request.
let drawing: Promise<unknown> = Promise.resolve();

/** The QR code's address for an invoice. */
export const qrUrlOf = (inv: InvoiceRow) =>
  aeatQrUrl({ issuerTaxId: inv.issuer_tax_id, number: inv.number, issueDate: aeatDate(inv.issue_date), total: inv.total });

/** The QR code as PNG: error correction M, as the AEAT's specification asks. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 });
}

const es = (iso: string) => aeatDate(iso).replace(/-/g, "/");

export function invoicePdf(inv: InvoiceRow, related: { number: string } | null): Promise<Buffer> {
  const next = drawing.then(() => drawInvoice(inv, related));
  drawing = next.catch(() => undefined);
  return next;
}

async function drawInvoice(inv: InvoiceRow, related: { number: string } | null): Promise<Buffer> {
  const lang: Language = isLanguage(inv.language) ? inv.language : "es";
  const money = (cents: number) => formatMoney(cents, inv.currency, "es");
  const qr = await qrPng(qrUrlOf(inv));
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    // No default font (pdfkit would load Helvetica): every text below names one of the two.
    font: "",
    info: { Title: `${bilingual(inv.type as "full", "es")} ${inv.number}`, Author: inv.issuer_name },
  });
  doc.registerFont("regular", fontFiles().regular);
  doc.registerFont("bold", fontFiles().bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const label = (key: Parameters<typeof bilingual>[0], vars?: Record<string, string>) => bilingual(key, lang, vars);
  const line = (key: Parameters<typeof bilingual>[0], value: string) => {
    doc
      .font("bold")
      .text(`${label(key)}: `, { continued: true })
      .font("regular")
      .text(value);
  };

  doc
    .font("bold")
    .fontSize(18)
    .text(label(inv.type as "simplified" | "full" | "rectifying"));
  doc.moveDown(0.5).fontSize(10);
  line("number", inv.number);
  line("issue_date", es(inv.issue_date));
  if (inv.operation_date) line("operation_date", es(inv.operation_date));

  doc.moveDown();
  doc.font("bold").text(label("issuer"));
  doc
    .font("regular")
    .text(inv.issuer_name)
    .text(`${label("tax_id")}: ${inv.issuer_tax_id}`)
    .text(inv.issuer_address);
  if (inv.issuer_registration) doc.text(`${label("registration")}: ${inv.issuer_registration}`);

  if (inv.client_name) {
    doc.moveDown();
    doc.font("bold").text(label("client"));
    doc.font("regular").text(inv.client_name);
    if (inv.client_tax_id) doc.text(`${label("tax_id")}: ${inv.client_tax_id}`);
    if (inv.client_address) doc.text(inv.client_address);
  }

  if (related) {
    doc.moveDown();
    doc.text(label(inv.type === "rectifying" ? "rectifies" : "replaces", { number: related.number }));
  }

  doc.moveDown();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const row = (a: string, b: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "bold" : "regular").text(a, left, y, { width: right - left - 130 });
    const after = doc.y;
    doc.text(b, right - 120, y, { width: 120, align: "right" });
    doc.x = left;
    doc.y = Math.max(after, doc.y);
  };
  row(label("concept"), label("amount"), true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.3);
  row(inv.description, money(inv.base));
  doc.moveDown(0.5);
  row(label("base"), money(inv.base));
  if (inv.vat_rate > 0) row(label("vat", { rate: String(inv.vat_rate) }), money(inv.vat));
  row(label("total"), money(inv.total), true);
  doc.moveDown();
  if (inv.vat_rate === 0) doc.font("regular").text(label("exempt"), left, doc.y, { width: right - left });

  doc.moveDown();
  doc.font("regular").text(label("qr"), left);
  doc.image(qr, left, doc.y + 4, { width: 110 });
  doc.y += 120;
  doc.fontSize(7).text(`${label("hash")}: ${inv.hash}`, left);
  doc.end();
  return done;
}
