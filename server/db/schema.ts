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
}

export interface RecipeIngredientsTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  name: string;
  quantity: string;
  size: string;
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
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  read_at: string | null;
  created_at: string;
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
}

export interface DB {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  service_plans: ServicePlansTable;
  service_plan_features: ServicePlanFeaturesTable;
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
  download_tokens: DownloadTokensTable;
}

export type Row<T extends keyof DB> = Selectable<DB[T]>;
export type NewRow<T extends keyof DB> = Insertable<DB[T]>;
export type RowUpdate<T extends keyof DB> = Updateable<DB[T]>;
