import { SOCIAL_FIELDS, type SocialField } from "./social-networks.js";

/**
 * Who runs the practice, as the law asks her to say it: the LSSI-CE (Ley 34/2002, art. 10) on
 * her site's legal pages and About page, and the invoicing rules (RD 1619/2012) on every
 * invoice. One record, kept in the practice's settings and edited in the admin.
 */
export interface PracticeIdentity {
  /**
   * The practice's name as the site, mails and documents write it, per language (core/practice-name.ts);
   * an empty one takes another language's.
   */
  name_en: string;
  name_es: string;
  name_gr: string;
  /** Her name as registered with the tax agency (or the company's). */
  legal_name: string;
  /** NIF or NIE. */
  tax_id: string;
  /** Fiscal address, several lines allowed. */
  address: string;
  /** Contact for the public (LSSI-CE asks for a direct, effective one). */
  email: string;
  phone: string;
  /** The professional college she belongs to (e.g. CODINMA) and her registration number there. */
  college: string;
  registration_number: string;
  /** The prefix of her invoice numbers, e.g. "F" for F2026-000001. */
  invoice_series: string;
  /** The floating chat button's WhatsApp number, with its country code; empty: no button. */
  chat_number: string;
  /** Her profiles' addresses (core/social-networks.ts); empty: no link. */
  instagram_url: string;
  tiktok_url: string;
  linkedin_url: string;
  youtube_url: string;
  pinterest_url: string;
  facebook_url: string;
  x_url: string;
}

type SocialLinks = Record<SocialField, string>;

export type IdentityField = keyof PracticeIdentity;

export const IDENTITY_FIELDS = [
  "name_en",
  "name_es",
  "name_gr",
  "legal_name",
  "tax_id",
  "address",
  "email",
  "phone",
  "college",
  "registration_number",
  "invoice_series",
  "chat_number",
  ...SOCIAL_FIELDS,
] as const satisfies readonly IdentityField[];

export const EMPTY_IDENTITY: PracticeIdentity = {
  name_en: "",
  name_es: "",
  name_gr: "",
  legal_name: "",
  tax_id: "",
  address: "",
  email: "",
  phone: "",
  college: "",
  registration_number: "",
  invoice_series: "F",
  chat_number: "",
  ...(Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, ""])) as SocialLinks),
};

/** What the site must show of who runs it (LSSI-CE art. 10.1 a, b, e, f); the phone is optional. */
const PUBLISHED: readonly IdentityField[] = ["legal_name", "tax_id", "address", "email", "college", "registration_number"];
/** What an invoice cannot be issued without (RD 1619/2012, arts. 6 and 7). */
const FISCAL: readonly IdentityField[] = ["legal_name", "tax_id", "address", "invoice_series"];

const missingOf = (identity: PracticeIdentity, fields: readonly IdentityField[]) => fields.filter((f) => identity[f].trim() === "");

/** The fields still empty that the site's legal notice needs; empty when it is complete. */
export function identityMissing(identity: PracticeIdentity): IdentityField[] {
  return missingOf(identity, PUBLISHED);
}

/** The fields still empty that invoices need; empty when invoices may be issued. */
export function fiscalIdentityMissing(identity: PracticeIdentity): IdentityField[] {
  return missingOf(identity, FISCAL);
}

/** The part of the identity anyone may read: everything but the invoice series. */
export type PublicIdentity = Omit<PracticeIdentity, "invoice_series">;

export function publicIdentity({ invoice_series: _series, ...rest }: PracticeIdentity): PublicIdentity {
  return rest;
}
