import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../core/schemas/common.js";
import { clientInvoiceOut, fullInvoiceRequest, invoiceListQuery, invoiceOut, verifyOut, type InvoiceOut } from "../../core/schemas/invoice.js";
import { aeatDate, altaHash } from "../../core/verifactu.js";
import { ApiError } from "../http/errors.js";
import { invoicesCsv } from "./csv.js";
import type { InvoiceRow } from "./repository.js";

const tags = ["Invoices"];
const tokenParam = z.object({ token: z.string().max(300) });

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
        summary: "Recompute the registration records' hash chain",
        description:
          "Each record's SHA-256 hash is computed again by the AEAT's rule, and each must name the previous record's hash. Answers {ok, count, first_issue_date}, or {ok: false, broken_at} with the first record that does not match.",
        response: { 200: verifyOut },
      },
    },
    async () => {
      const rows = await invoices.chain();
      // Issue dates follow the numbers; the smallest is taken all the same.
      const first_issue_date = rows.reduce<string | null>((min, r) => (min === null || r.issue_date < min ? r.issue_date : min), null);
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
        if (hash !== r.hash || r.previous_hash !== previous || r.base + r.vat !== r.total) {
          return { ok: false as const, count: rows.length, first_issue_date, broken_at: { id: r.id, number: r.number } };
        }
        previous = r.hash;
      }
      return { ok: true as const, count: rows.length, first_issue_date };
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
          "A Spanish NIF or NIE must have its right check letter; a foreign tax number is taken as given. Issued once per payment, in the full series, recording the simplified invoice it replaces. 409 when the booking has no invoice yet, already has a full one, or its invoice was rectified by a refund.",
        params: tokenParam,
        body: fullInvoiceRequest,
        response: { 201: clientInvoiceOut },
      },
    },
    async (req, reply) => {
      const booking = await app.bookings.findByToken(req.params.token);
      const result = await invoices.fullInPlaceOf(booking.id, req.body);
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
        pdf_url: (await app.bookings.managed(req.params.token)).invoices.find((i) => i.id === inv.id)!.pdf_url,
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
      const booking = await app.bookings.findByToken(req.params.token);
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
