import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../core/schemas/common.js";
import { fullInvoiceOut, fullInvoiceRequest, invoiceListQuery, invoiceOut, verifyOut, type InvoiceOut } from "../../core/schemas/invoice.js";
import { aeatDate, altaHash } from "../../core/verifactu.js";
import { ApiError } from "../http/errors.js";
import { invoicesCsv } from "./csv.js";
import { DIGEST_FIELDS, recordDigest } from "./record-digest.js";
import type { InvoiceRow } from "./repository.js";

const tags = ["Invoices"];
const tokenParam = z.object({ token: z.string().max(300) });

/** The fields of the AEAT's hash (core/verifactu.ts), as verify names them. */
const AEAT_HASH_FIELDS = ["issuer_tax_id", "number", "issue_date", "aeat_type", "vat", "total", "previous_hash", "generated_at"];

/** `replacedBy`: the number of the full invoice that replaced this simplified one. */
export const toInvoice = (r: InvoiceRow, replacedBy: string | null = null): InvoiceOut => ({
  id: r.id,
  number: r.number,
  series: r.series,
  type: r.type as InvoiceOut["type"],
  aeat_type: r.aeat_type,
  issued_at: r.issued_at,
  issue_date: r.issue_date,
  operation_date: r.operation_date,
  booking_id: r.booking_id,
  rectifies: r.rectifies,
  replaces: r.replaces,
  replaced_by: replacedBy,
  description: r.description,
  client: { name: r.client_name, tax_id: r.client_tax_id, address: r.client_address },
  base: r.base,
  vat_rate: r.vat_rate,
  vat: r.vat,
  total: r.total,
  currency: r.currency,
  generated_at: r.generated_at,
  hash: r.hash,
  previous_hash: r.previous_hash,
});

function checkRange(q: { from?: string; to?: string }) {
  // A real calendar day: 2027-02-30 is refused, not read as 2 March.
  const bad = (d?: string) => d !== undefined && (Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d);
  if (bad(q.from) || bad(q.to) || (q.from && q.to && q.from > q.to)) throw new ApiError(422, "invalid_date_range", { from: ["invalid_date_range"] });
}

/**
 * Invoices (docs/decisions/028): the admin's list, PDFs, the quarter's CSV and the chain's
 * check; the client's full invoice and PDFs behind her private link. No route edits or
 * deletes an invoice: corrections are rectifying invoices.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const invoices = app.repos.invoices;

  async function pdfOf(inv: InvoiceRow): Promise<Buffer> {
    const relatedId = inv.rectifies ?? inv.replaces;
    const related = relatedId !== null ? await invoices.find(relatedId) : undefined;
    // pdfkit, its fonts and the QR encoder are loaded on the first PDF, not at start-up (decision 023).
    const { invoicePdf } = await import("./pdf.js");
    return invoicePdf(inv, related ? { number: related.number } : null);
  }

  app.get(
    "/api/admin/invoices",
    {
      config: { admin: true },
      schema: {
        tags,
        summary:
          "Issued invoices, in number order; from/to are Madrid issue dates (inclusive), type one of simplified, full, rectifying, booking_id one booking's",
        description: "Amounts in cents. Each carries its VeriFactu registration record's hash and the previous record's.",
        querystring: invoiceListQuery,
        response: { 200: z.array(invoiceOut) },
      },
    },
    async (req) => {
      checkRange(req.query);
      const rows = await invoices.list(req.query);
      const replacements = await invoices.replacementsOf(rows.filter((r) => r.type === "simplified").map((r) => r.id));
      return rows.map((r) => toInvoice(r, replacements.get(r.id) ?? null));
    },
  );

  app.get(
    "/api/admin/invoices.csv",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The register of issued invoices (libro registro de facturas expedidas) for a period, e.g. a quarter, as CSV",
        description: "Semicolon-separated, decimal commas, UTF-8 with a byte order mark.",
        querystring: invoiceListQuery.pick({ from: true, to: true }),
        produces: ["text/csv"],
      },
    },
    async (req, reply) => {
      checkRange(req.query);
      const name = `facturas-${req.query.from ?? "inicio"}-${req.query.to ?? "hoy"}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(invoicesCsv(await invoices.list(req.query)));
    },
  );

  app.get(
    "/api/admin/invoices/verify",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Check the registration records: their AEAT hash chain, a digest of every printed field, and that none is missing at the end",
        description:
          "Each record's AEAT hash (issuer tax id, number, issue date, TipoFactura, VAT, total, previous hash, generation time) is computed again and each must name the previous record's hash; each record's digest of every printed field (the client's name, tax id and address, the description, the amounts, the issuer, the references and the AEAT hash) is computed again; and the count of records and the last hash must be those the chain's head recorded when the last one was issued, so a deleted last invoice shows. `covers` lists what was checked. Answers {ok, count, first_issue_date, covers}, or {ok: false, broken_at, reason} with the first record that does not match (broken_at null when records are missing at the end).",
        response: { 200: verifyOut },
      },
    },
    async () => {
      const rows = await invoices.chain();
      const head = await invoices.chainHead();
      const covers = { aeat_hash: AEAT_HASH_FIELDS, record_digest: [...DIGEST_FIELDS], chain_end: ["records", "last_hash"] };
      // Issue dates follow the numbers; the smallest is taken all the same.
      const first_issue_date = rows.reduce<string | null>((min, r) => (min === null || r.issue_date < min ? r.issue_date : min), null);
      const broken = (r: InvoiceRow | null, reason: "aeat_hash" | "chain_link" | "amounts" | "record_digest" | "chain_end") => ({
        ok: false as const,
        count: rows.length,
        first_issue_date,
        covers,
        broken_at: r ? { id: r.id, number: r.number } : null,
        reason,
      });
      let previous = "";
      for (const r of rows) {
        const hash = await altaHash({
          issuerTaxId: r.issuer_tax_id,
          number: r.number,
          issueDate: aeatDate(r.issue_date),
          aeatType: r.aeat_type,
          vat: r.vat,
          total: r.total,
          previousHash: r.previous_hash,
          generatedAt: r.generated_at,
        });
        if (hash !== r.hash) return broken(r, "aeat_hash");
        if (r.previous_hash !== previous) return broken(r, "chain_link");
        if (r.base + r.vat !== r.total) return broken(r, "amounts");
        if (r.record_digest !== recordDigest(r)) return broken(r, "record_digest");
        previous = r.hash;
      }
      if (head.records !== rows.length || head.last_hash !== previous) return broken(null, "chain_end");
      return { ok: true as const, count: rows.length, first_issue_date, covers };
    },
  );

  app.get(
    "/api/admin/invoices/:id/pdf",
    {
      config: { admin: true },
      schema: { tags, summary: "An invoice as PDF, with the AEAT's QR code", params: idParam, produces: ["application/pdf"] },
    },
    async (req, reply) => {
      const inv = await invoices.find(req.params.id);
      if (!inv) throw new ApiError(404, "invoice_not_found");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${inv.number}.pdf"`)
        .send(await pdfOf(inv));
    },
  );

  // ---- the client's private link ------------------------------------------------------------

  app.post(
    "/bookings/manage/:token/invoice",
    {
      schema: {
        tags,
        summary: "The client asks for a full invoice with her name, tax id and address, in place of the simplified one",
        description:
          "A Spanish NIF or NIE must have its right check letter; a foreign tax number is taken as given. Issued once per payment, in the full series, recording the simplified invoice it replaces; the answer is the full invoice with the client it is made out to. 409 when the booking has no invoice yet, already has a full one (also when asked several times at once: one is issued, the others answer 409), or its invoice was rectified by a refund.",
        params: tokenParam,
        body: fullInvoiceRequest,
        response: { 201: fullInvoiceOut },
      },
    },
    async (req, reply) => {
      const booking = await app.services.bookings.findByToken(req.params.token);
      const result = await app.services.invoicing.fullInPlaceOf(booking.id, req.body);
      if ("refused" in result) {
        const key = {
          no_invoice: "invoice_not_issued",
          already_full: "invoice_already_full",
          rectified: "invoice_rectified",
          identity_incomplete: "invoice_identity_incomplete",
        }[result.refused];
        throw new ApiError(409, key);
      }
      const inv = result.invoice;
      return reply.status(201).send({
        id: inv.id,
        number: inv.number,
        type: "full" as const,
        issue_date: inv.issue_date,
        total: inv.total,
        currency: inv.currency,
        client: { name: inv.client_name ?? "", tax_id: inv.client_tax_id ?? "", address: inv.client_address ?? "" },
        pdf_url: (await app.services.bookings.managed(req.params.token)).invoices.find((i) => i.id === inv.id)!.pdf_url,
        replaced_by: null,
      });
    },
  );

  app.get(
    "/bookings/manage/:token/invoices/:id/pdf",
    {
      schema: {
        tags,
        summary: "One of the booking's invoices as PDF, for the client",
        params: tokenParam.extend({ id: idParam.shape.id }),
        produces: ["application/pdf"],
      },
    },
    async (req, reply) => {
      const booking = await app.services.bookings.findByToken(req.params.token);
      const inv = await invoices.find(req.params.id);
      if (!inv || inv.booking_id !== booking.id) throw new ApiError(404, "invoice_not_found");
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${inv.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(await pdfOf(inv));
    },
  );
};

export default routes;
