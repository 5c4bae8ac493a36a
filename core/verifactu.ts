// VeriFactu's registration records (RD 1007/2023, Orden HAC/1177/2024): the SHA-256 hash of a
// "registro de alta" by the AEAT's published concatenation rule, the QR code's address, and
// how amounts and dates are written in both. Pure functions: server and tests share them.
import { offsetAt, madridWall } from "./practice-time.js";

/** The fields of a registro de alta that its hash covers, in the AEAT's order. */
export interface AltaRecord {
  /** IDEmisorFactura: the issuer's NIF. */
  issuerTaxId: string;
  /** NumSerieFactura: series and number as printed. */
  number: string;
  /** FechaExpedicionFactura, dd-mm-yyyy. */
  issueDate: string;
  /** TipoFactura: F2, F3, R1, R5… */
  aeatType: string;
  /** CuotaTotal and ImporteTotal in cents (negative on a rectifying invoice by differences). */
  vat: number;
  total: number;
  /** Huella of the previous record; empty for the first one. */
  previousHash: string;
  /** FechaHoraHusoGenRegistro, ISO 8601 with the zone's offset. */
  generatedAt: string;
}

/** Cents as the AEAT writes amounts: a point and two decimals, a leading minus when negative. */
export function aeatAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** YYYY-MM-DD → dd-mm-yyyy, the AEAT's date format. */
export function aeatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}-${m}-${y}`;
}

/** An instant as Madrid's wall time with its offset, to the second: 2026-11-27T10:00:00+01:00. */
export function madridTimestamp(instant: number): string {
  const s = Math.floor(instant / 1000) * 1000;
  const wall = new Date(s + offsetAt(s)).toISOString().slice(0, 19);
  const off = offsetAt(s) / 60000;
  const sign = off < 0 ? "-" : "+";
  const h = String(Math.floor(Math.abs(off) / 60)).padStart(2, "0");
  const m = String(Math.abs(off) % 60).padStart(2, "0");
  return `${wall}${sign}${h}:${m}`;
}

/** The Madrid date of an instant, YYYY-MM-DD. */
export const madridDate = (instant: number) => madridWall(instant).date;

/**
 * The text a registro de alta's hash is computed over: each field as name=value, joined by
 * "&", values trimmed, the previous hash empty for the first record ("Huella=").
 */
export function altaHashInput(r: AltaRecord): string {
  const fields: [string, string][] = [
    ["IDEmisorFactura", r.issuerTaxId],
    ["NumSerieFactura", r.number],
    ["FechaExpedicionFactura", r.issueDate],
    ["TipoFactura", r.aeatType],
    ["CuotaTotal", aeatAmount(r.vat)],
    ["ImporteTotal", aeatAmount(r.total)],
    ["Huella", r.previousHash],
    ["FechaHoraHusoGenRegistro", r.generatedAt],
  ];
  return fields.map(([k, v]) => `${k}=${v.trim()}`).join("&");
}

/** SHA-256 of the record's text (UTF-8), in upper-case hexadecimal, as the AEAT asks. */
export async function altaHash(r: AltaRecord): Promise<string> {
  const bytes = new TextEncoder().encode(altaHashInput(r));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/**
 * The QR code's address (Orden HAC/1177/2024 art. 21; the AEAT's QR specification). Until the
 * records are sent to the AEAT the system is a "no VERI*FACTU" one, whose invoices point to
 * the check for such systems; sending them switches to the VERI*FACTU check (decision 029).
 */
export const AEAT_QR_BASE = {
  noVerifactu: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu",
  verifactu: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR",
} as const;

export function aeatQrUrl(q: { issuerTaxId: string; number: string; issueDate: string; total: number }, base: string = AEAT_QR_BASE.noVerifactu): string {
  const params = new URLSearchParams({ nif: q.issuerTaxId, numserie: q.number, fecha: q.issueDate, importe: aeatAmount(q.total) });
  return `${base}?${params.toString()}`;
}

/** A VAT-inclusive price split into base and VAT at a rate in percent (the VAT rounded to the cent). */
export function splitVat(total: number, rate: number): { base: number; vat: number } {
  if (rate === 0) return { base: total, vat: 0 };
  const base = Math.round((total * 100) / (100 + rate));
  return { base, vat: total - base };
}
