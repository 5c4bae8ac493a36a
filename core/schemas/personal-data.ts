import { z } from "zod";
import { email } from "./common.js";

/** The person whose data the admin exports or erases. */
export const personalDataBody = z.object({ email });

const subscription = z.object({ id: z.number(), email: z.string(), language: z.string(), created_at: z.string() });
const contactMessage = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
const bookingEvent = z.object({ from_status: z.string().nullable(), to_status: z.string(), actor: z.string(), note: z.string(), created_at: z.string() });
const booking = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  message: z.string(),
  language: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.string(),
  service_plan_id: z.number().nullable(),
  service_plan_title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(bookingEvent),
});
const mail = z.object({ to: z.string(), subject: z.string(), created_at: z.string() }).passthrough();

/** Her questionnaire and session notes (docs/decisions/030), decrypted for her. */
const clinicalRecords = z.object({
  client: z.object({ id: z.number(), email: z.string(), name: z.string(), phone: z.string(), language: z.string(), created_at: z.string() }),
  questionnaire: z.object({ answers: z.record(z.string(), z.string()), submitted_at: z.string().nullable(), updated_at: z.string() }).nullable(),
  /** Every questionnaire of hers, one per booking it was entered through, latest first. */
  questionnaires: z.array(
    z.object({
      booking_id: z.number().nullable(),
      answers: z.record(z.string(), z.string()),
      submitted_at: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.number(),
      booking_id: z.number().nullable(),
      text: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      history: z.array(z.object({ text: z.string(), created_at: z.string() })),
    }),
  ),
  documents: z.array(z.object({ id: z.number(), booking_id: z.number().nullable(), title: z.string(), created_at: z.string() })),
  /** Her conversation with the practice (attachments by name; the files are hers on her page). */
  messages: z.array(
    z.object({
      author: z.enum(["client", "practice"]),
      body: z.string(),
      created_at: z.string(),
      read_at: z.string().nullable(),
      attachments: z.array(z.string()),
    }),
  ),
  /** Her measurements (with the names and units of those added for her) and the goals set. */
  progress: z.object({
    measurements: z.array(
      z.object({
        kind: z.string(),
        name: z.string(),
        unit: z.string(),
        value: z.number(),
        date: z.string(),
        author: z.enum(["client", "practice"]),
        created_at: z.string(),
      }),
    ),
    goals: z.array(z.object({ kind: z.string(), name: z.string(), unit: z.string(), value: z.number() })),
  }),
  /** Her food journal with the nutritionist's comments (the photos are hers on her page). */
  journal: z.array(
    z.object({
      meal: z.string(),
      eaten_at: z.string(),
      note: z.string(),
      created_at: z.string(),
      comments: z.array(z.object({ body: z.string(), created_at: z.string() })),
    }),
  ),
  last_session: z.string().nullable(),
  /** Five years after the last session: until then an erasure keeps them (Ley 41/2002, art. 17). */
  kept_until: z.string().nullable(),
});

export const personalDataExport = z.object({
  email: z.string(),
  exported_at: z.string(),
  subscriptions: z.array(subscription),
  bookings: z.array(booking),
  contact_messages: z.array(contactMessage),
  mails: z.array(mail),
  /** Null when she has no client record. */
  clinical_records: clinicalRecords.nullable(),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

export const erasureCounts = z.object({
  subscriptions: z.number(),
  contact_messages: z.number(),
  bookings_anonymised: z.number(),
  mails: z.number(),
  bookings_cancelled: z.number(),
  /**
   * Set when her clinical records (questionnaire, session notes) were kept, with her client
   * record to find them: the law keeps them until this instant, five years after her last
   * session; the daily job deletes them then. Null when they were erased with the rest.
   */
  clinical_records_kept_until: z.string().nullable(),
});
/** What an erasure keeps because the law requires it. */
export const erasureKept = z.object({
  invoices: z
    .number()
    .describe("Invoices of her bookings, kept unchanged: tax law requires them to be kept (Ley General Tributaria art. 29; RD 1619/2012 art. 19)."),
  note: z.string(),
});
export type ErasureCounts = z.infer<typeof erasureCounts>;
export type ErasureKept = z.infer<typeof erasureKept>;
