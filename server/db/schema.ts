import type { Generated, Insertable, Selectable, Updateable } from "kysely";

// Table shapes as stored. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers
// in both SQLite and PostgreSQL, so one set of queries and mappers serves both.

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ServicePlansTable {
  id: Generated<number>;
  title: string;
  description: string;
  price: number;
  sort_order: number;
  language: string;
  payment_link: string | null;
  created_at: string;
  updated_at: string;
  /** Minutes; NULL: one slot of the availability settings. */
  duration_minutes: number | null;
  /** 1 for the free introductory call (price 0, 15 minutes). */
  intro_call: Generated<number>;
  /** The translation group shared with its translations (one per language), or NULL alone. */
  translation_group: number | null;
  /** 0 (exempt, art. 20.Uno.3º LIVA) or 21; shared by the translation group. */
  vat_rate: Generated<number>;
  /** Sold as a bundle of this many sessions (shared by the group); NULL: not sold as one. */
  bundle_sessions: number | null;
  /** The bundle's price in whole euros, VAT included. */
  bundle_price: number | null;
  /** Months a bundle's credits last from its purchase. */
  validity_months: number | null;
  /** JSON array of the other plans' ids a credit may book. */
  bundle_covers: string | null;
}

export interface ClientBundlesTable {
  id: Generated<number>;
  client_id: number | null;
  email: string;
  name: string;
  phone: string;
  language: string;
  plan_id: number | null;
  plan_title: string;
  /** JSON array of every plan id a credit books, fixed at sale. */
  covered_plans: string;
  sessions: number;
  price_cents: number;
  vat_rate: number;
  validity_months: number;
  /** pending_payment | paid | mismatch */
  status: string;
  payment_amount: number | null;
  payment_currency: string | null;
  payment_reference: string | null;
  paid_at: string | null;
  refunded_cents: Generated<number>;
  expires_at: string | null;
  expiry_reminded_at: string | null;
  created_at: string;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  client_id: number;
  /** NULL: granted by hand, no bundle, no expiry. */
  bundle_id: number | null;
  booking_id: number | null;
  /** +n or -n credits; 0 for a movement that changes no balance (a held credit spent). */
  change: number;
  reason: string;
  created_at: string;
}

export interface ServicePlanFeaturesTable {
  id: Generated<number>;
  service_plan_id: number;
  name: string;
  position: number;
}

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  language: string;
  title: string;
  description: string;
  category: string;
  published_date: string | null;
  profile_image_url: string | null;
  content: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  created_at: string;
  updated_at: string;
  translation_group: number | null;
}

export interface RecipesTable {
  id: Generated<number>;
  slug: string;
  language: string;
  title: string;
  description: string;
  category: string;
  published_date: string;
  image_url: string | null;
  created_at: string;
  updated_at: string;
  translation_group: number | null;
}

export interface RecipeIngredientsTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  name: string;
  quantity: string;
  size: string;
  /** The food it is, and its quantity in grams: the recipe's nutrition is computed from these. */
  food_id: Generated<number | null>;
  grams: Generated<number | null>;
}

export interface RecipeInstructionsTable {
  id: Generated<number>;
  recipe_id: number;
  step_number: number;
  step_content: string;
}

export interface RecipeNutritionalFactsTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  name: string;
  quantity: string;
  size: string;
}

export interface RecipeValuableInfoTable {
  id: Generated<number>;
  recipe_id: number;
  duration: string;
  difficulty: string;
  portions: number;
}

export interface RecipeMetaInfoTable {
  id: Generated<number>;
  recipe_id: number;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  unsubscribe_token: string;
  created_at: string;
  /** pending (until the link of the confirmation mail is used) | confirmed | bounced */
  status: Generated<string>;
  confirm_token: string | null;
  confirmed_at: string | null;
}

export interface NewslettersTable {
  id: Generated<number>;
  language: string;
  subject: string;
  preheader: string;
  /** The Editor.js document as JSON. */
  content: string;
  blog_slug: string | null;
  /** draft | scheduled | sending | sent */
  status: string;
  slug: string | null;
  send_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

/** One row per Madrid date that has been booked: the lock a booking of that date takes first. */
export interface BookingDaysTable {
  day: string;
}

export interface BookingsTable {
  id: Generated<number>;
  service_plan_id: number | null;
  service_plan_title: string | null;
  name: string;
  email: string;
  phone_number: string;
  date: string;
  time: string;
  status: string;
  message: string;
  language: string;
  /** "YYYY-MM-DD HH:MM" while the booking holds its slot, NULL once it no longer does.
   * A unique index on it is what makes double booking impossible, on any number of instances. */
  slot_key: string | null;
  manage_token_hash: string | null;
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
  /** UTC instant (ISO) of date+time in Madrid; what the payment and reminder jobs compare. */
  start_at: string | null;
  duration_minutes: Generated<number>;
  /** Set when the day-before reminder was claimed for sending; it is sent once. */
  reminder_sent_at: string | null;
  /** The video meeting's address, set once the booking is paid (or confirmed free). */
  meeting_url: string | null;
  paid_at: string | null;
  /** Set when the payment reminder was queued; it is sent once. */
  payment_reminder_sent_at: string | null;
  /** 1 for a price-0 booking: confirmed at once, no payment deadline. */
  free: Generated<number>;
  /** When the client consented to the processing of health data (GDPR art. 9), if asked. */
  privacy_consent_at: string | null;
  /** Set when name, email, phone and message were erased (GDPR request or retention). */
  personal_data_erased_at: Generated<string | null>;
  /** The price in cents when booked: what a payment must match (NULL: booked before, the plan's price). */
  price_cents: Generated<number | null>;
  /** The payment the provider reported: minor units, ISO currency (upper case), its id, when. */
  payment_amount: Generated<number | null>;
  payment_currency: Generated<string | null>;
  payment_reference: Generated<string | null>;
  payment_received_at: Generated<string | null>;
  /** 1 when the payment did not match the booking's price or currency: nothing was confirmed. */
  payment_mismatch: Generated<number>;
  /** Refunded so far, in the payment's minor unit. */
  refunded_amount: Generated<number>;
  /** Her client record (server/clients); NULL only for bookings erased before records existed. */
  client_id: Generated<number | null>;
  /** 1 when `message` holds the message encrypted (server/bookings/booking-messages.ts). */
  message_sealed: Generated<number>;
  /** The open Checkout Session the pay address reuses: its id, address and expiry (Unix seconds). */
  checkout_session_id: Generated<string | null>;
  checkout_session_url: Generated<string | null>;
  checkout_session_expires_at: Generated<number | null>;
  /** The client's IANA time zone, from her browser when she booked; NULL when unknown or Madrid's. */
  time_zone: Generated<string | null>;
}

export interface AvailabilitySettingsTable {
  id: number;
  slot_minutes: number;
  min_notice_hours: number;
  horizon_days: number;
  /** JSON: {mon: [{start, end}], …, sun: […]} in Madrid wall time. */
  weekly_hours: string;
  updated_at: string;
}

export interface AvailabilityBlocksTable {
  id: number;
  start_date: string;
  end_date: string;
  note: string;
}

export interface BookingEventsTable {
  id: Generated<number>;
  booking_id: number;
  from_status: string | null;
  to_status: string;
  actor: string;
  note: string;
  created_at: string;
}

export interface DownloadTokensTable {
  id: Generated<number>;
  token_hash: string;
  pdf_name: string;
  expires_at: string | null;
  created_at: string;
  /** Set for a client's document (server/clients/documents.ts): such a token works once. */
  document_id: Generated<number | null>;
  used_at: Generated<string | null>;
}

/** Never deleted: a group id is not reused for unrelated items. */
export interface TranslationGroupsTable {
  id: Generated<number>;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** What the mail is, e.g. booking_confirmation, contact_notice (shown in the admin). */
  kind: string;
  recipient: string;
  subject: string;
  /** The message as JSON (OutgoingMail); NULL once sent. */
  payload: string | null;
  booking_id: number | null;
  /** pending | sent | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Retries stop at this instant (about 24 h after queueing, or after an admin's retry). */
  give_up_at: string;
  /** The worker holding the row while it sends, and until when; another may take it after. */
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  smtp_response: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  newsletter_id: Generated<number | null>;
  /** Unique when set: one row per (newsletter, subscriber). */
  dedupe_key: Generated<string | null>;
}

export interface PaymentEventsTable {
  /** The provider's event id: a repeated delivery of an event changes nothing. */
  event_id: string;
  kind: string;
  booking_id: number | null;
  outcome: string;
  created_at: string;
}

export interface BookingRefundsTable {
  id: Generated<number>;
  booking_id: number;
  /** In the payment's minor unit (cents). */
  amount: number;
  currency: string;
  /** Stripe's refund id; NULL for a refund made by hand. */
  provider_refund_id: string | null;
  /** client_cancel | admin | by_hand | stripe_dashboard | second_payment */
  source: string;
  created_at: string;
  /** The provider's payment id it returns when that is not the booking's own payment (a second payment). */
  payment_reference: Generated<string | null>;
}

export interface PracticeSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ManageLinksTable {
  token_hash: string;
  booking_id: number;
  created_at: string;
}

/** Keys the site generates once and every instance shares (e.g. the device-cookie key). */
export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface CalendarFeedTable {
  id: number;
  secret: string;
  created_at: string;
}

export interface CalendarImportsTable {
  id: Generated<number>;
  url: string;
  created_at: string;
  fetched_at: string | null;
  error: string | null;
  error_detail: string | null;
  /** JSON [[startMs, endMs], …]: the busy intervals of the last good copy. */
  busy: Generated<string>;
  events: Generated<number>;
  succeeded_at: string | null;
  claimed_until: string | null;
}

export interface InvoiceCountersTable {
  series: string;
  year: number;
  last_number: number;
}

export interface InvoiceChainTable {
  id: number;
  last_hash: string;
  records: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  series: string;
  year: number;
  seq: number;
  /** As printed, e.g. F2026-000001. */
  number: string;
  /** simplified | full | rectifying */
  type: string;
  /** The AEAT's TipoFactura: F2, F3, R1 or R5. */
  aeat_type: string;
  issued_at: string;
  /** YYYY-MM-DD in Madrid. */
  issue_date: string;
  /** The payment's Madrid date when it differs from the issue date. */
  operation_date: string | null;
  booking_id: number | null;
  /** A bundle's sale (or its refund's correction), which has no booking. */
  bundle_id: number | null;
  rectifies: number | null;
  replaces: number | null;
  refund_id: number | null;
  description: string;
  language: string;
  client_name: string | null;
  client_tax_id: string | null;
  client_address: string | null;
  issuer_name: string;
  issuer_tax_id: string;
  issuer_address: string;
  issuer_registration: string;
  /** Cents; negative on a rectifying invoice. */
  base: number;
  vat_rate: number;
  vat: number;
  total: number;
  currency: string;
  /** The registration record's generation time with its zone, e.g. 2026-11-27T10:00:00+01:00. */
  generated_at: string;
  previous_hash: string;
  hash: string;
  /** SHA-256 of every printed field and the hash (server/invoices/record-digest.ts). */
  record_digest: string | null;
}

export interface InvoicePendingTable {
  booking_id: number;
  paid_at: string;
}

/** One per person (email compared without case): docs/decisions/030. */
export interface ClientsTable {
  id: Generated<number>;
  email: string;
  /** The address trimmed and lower-cased: what makes two bookings one person. */
  email_key: string;
  name: string;
  phone: string;
  language: string;
  created_at: string;
  updated_at: string;
  /** Set when she declined further follow-up reminders. */
  follow_up_declined_at: Generated<string | null>;
  /** Other name or phone given by a later booking: kept for the admin, never applied by itself. */
  pending_name: Generated<string | null>;
  pending_phone: Generated<string | null>;
  pending_booking_id: Generated<number | null>;
  pending_at: Generated<string | null>;
  /** Raised by signing out: her session cookies of an older version stop working. */
  session_version: Generated<number>;
  /** 1: she is mailed a notice of the practice's new messages. */
  message_notices: Generated<number>;
  /** Her own view shows no weight and no energy figures (plans included): for a history of disordered eating. */
  hide_numbers: Generated<boolean | number>;
}

export interface ClientIntakesTable {
  id: Generated<number>;
  client_id: number;
  booking_id: number | null;
  /** The answers' JSON, encrypted (server/clients/health-crypto.ts). */
  answers: string;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClientNotesTable {
  id: Generated<number>;
  client_id: number;
  booking_id: number | null;
  /** Encrypted. */
  text: string;
  created_at: string;
  updated_at: string;
}

/** The earlier texts of an edited note, encrypted. */
export interface ClientNoteVersionsTable {
  id: Generated<number>;
  note_id: number;
  text: string;
  created_at: string;
}

export interface HealthAccessLogTable {
  id: Generated<number>;
  client_id: number;
  actor: string;
  what: string;
  created_at: string;
}

/** A one-time sign-in link to /my-bookings (only its hash is kept). */
export interface ClientLinksTable {
  token_hash: string;
  client_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A plan delivered to a client: the PDF is stored encrypted under storage_key. */
export interface ClientDocumentsTable {
  id: Generated<number>;
  client_id: number;
  booking_id: number | null;
  title: string;
  storage_key: string;
  size: number;
  created_at: string;
}

/** A plan's follow-up interval in weeks (no row: no follow-up). */
export interface PlanFollowUpsTable {
  service_plan_id: number;
  weeks: number;
}

/** One invitation to book the follow-up per completed session. */
export interface FollowUpInvitationsTable {
  booking_id: number;
  created_at: string;
}

/** A message of her conversation with the practice; the body is encrypted. */
export interface ClientMessagesTable {
  id: Generated<number>;
  client_id: number;
  author: "client" | "practice";
  body: string;
  created_at: string;
  read_at: string | null;
}

/** A message's attachment: name encrypted, the file encrypted under storage_key. */
export interface ClientMessageFilesTable {
  id: Generated<number>;
  message_id: number;
  client_id: number;
  name: string;
  type: string;
  storage_key: string;
  size: number;
}

/** The last notice mailed of a new message, per conversation and recipient. */
export interface ClientMessageNoticesTable {
  client_id: number;
  recipient: "client" | "practice";
  sent_at: string;
}

/** A measurement the nutritionist added for one client: name and unit encrypted. */
export interface ClientMeasurementKindsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  unit: string;
  created_at: string;
}

/** One measurement: kind is weight, waist, hip, body_fat or her own kind's id; value encrypted. */
export interface ClientMeasurementsTable {
  id: Generated<number>;
  client_id: number;
  kind: string;
  value: string;
  /** The day measured (YYYY-MM-DD). */
  date: string;
  author: "client" | "practice";
  created_at: string;
  updated_at: string;
}

/** The nutritionist's goal for one measurement (value encrypted). */
export interface ClientGoalsTable {
  client_id: number;
  kind: string;
  value: string;
  updated_at: string;
}

/** A photo of a meal: note encrypted, the photo (WebP) encrypted under storage_key. */
export interface ClientJournalTable {
  id: Generated<number>;
  client_id: number;
  meal: string;
  eaten_at: string;
  note: string;
  storage_key: string;
  size: number;
  created_at: string;
}

/** The nutritionist's comment on a journal entry (body encrypted). */
export interface ClientJournalCommentsTable {
  id: Generated<number>;
  entry_id: number;
  client_id: number;
  body: string;
  created_at: string;
}

/** The food composition table (docs/decisions/040) and her own foods. */
export interface FoodsTable {
  id: Generated<number>;
  source: string;
  source_code: string | null;
  group_code: string | null;
  name_en: string;
  name_es: string | null;
  name_gr: string | null;
  /** JSON: FoodNutrients per 100 g. */
  per_100g: string;
  /** JSON: the source's household measures, [{name, grams}]. */
  measures: Generated<string>;
  /** JSON: the ones she added, kept across imports. */
  own_measures: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** The search's index: every folded word of a food's names. */
export interface FoodWordsTable {
  word: string;
  food_id: number;
}

/** A client's meal plan: `content` is its encrypted JSON. */
export interface MealPlansTable {
  id: Generated<number>;
  client_id: number;
  booking_id: number | null;
  content: string;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MealPlanTemplatesTable {
  id: Generated<number>;
  name: string;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface DB {
  foods: FoodsTable;
  food_words: FoodWordsTable;
  meal_plans: MealPlansTable;
  meal_plan_templates: MealPlanTemplatesTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  service_plans: ServicePlansTable;
  service_plan_features: ServicePlanFeaturesTable;
  client_bundles: ClientBundlesTable;
  credit_ledger: CreditLedgerTable;
  blogs: BlogsTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_instructions: RecipeInstructionsTable;
  recipe_nutritional_facts: RecipeNutritionalFactsTable;
  recipe_valuable_info: RecipeValuableInfoTable;
  recipe_meta_info: RecipeMetaInfoTable;
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
  availability_settings: AvailabilitySettingsTable;
  availability_blocks: AvailabilityBlocksTable;
  booking_days: BookingDaysTable;
  download_tokens: DownloadTokensTable;
  translation_groups: TranslationGroupsTable;
  outbox: OutboxTable;
  newsletters: NewslettersTable;
  payment_events: PaymentEventsTable;
  booking_refunds: BookingRefundsTable;
  practice_settings: PracticeSettingsTable;
  manage_links: ManageLinksTable;
  site_secrets: SiteSecretsTable;
  calendar_feed: CalendarFeedTable;
  calendar_imports: CalendarImportsTable;
  invoice_counters: InvoiceCountersTable;
  invoice_chain: InvoiceChainTable;
  invoices: InvoicesTable;
  invoice_pending: InvoicePendingTable;
  clients: ClientsTable;
  client_intakes: ClientIntakesTable;
  client_notes: ClientNotesTable;
  client_note_versions: ClientNoteVersionsTable;
  health_access_log: HealthAccessLogTable;
  client_links: ClientLinksTable;
  client_documents: ClientDocumentsTable;
  plan_follow_ups: PlanFollowUpsTable;
  follow_up_invitations: FollowUpInvitationsTable;
  client_messages: ClientMessagesTable;
  client_message_files: ClientMessageFilesTable;
  client_message_notices: ClientMessageNoticesTable;
  client_measurement_kinds: ClientMeasurementKindsTable;
  client_measurements: ClientMeasurementsTable;
  client_goals: ClientGoalsTable;
  client_journal: ClientJournalTable;
  client_journal_comments: ClientJournalCommentsTable;
}

export type Row<T extends keyof DB> = Selectable<DB[T]>;
export type NewRow<T extends keyof DB> = Insertable<DB[T]>;
export type RowUpdate<T extends keyof DB> = Updateable<DB[T]>;
