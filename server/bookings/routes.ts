import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  availabilityBody,
  availabilityOut,
  bookingDetailsOut,
  bookingCreatedOut,
  bookingOut,
  bookingRequest,
  bookingStatus,
  managedBookingOut,
  rescheduleRequest,
} from "../../core/schemas/booking.js";
import { idParam } from "../../core/schemas/common.js";
import { BUSINESS_TIME_ZONE, isValidDate } from "../../core/booking-rules.js";
import type { BookingAction } from "../../core/booking-status.js";
import { ApiError, requestLanguage, validationFields } from "../http/errors.js";
import { bookingRequestErrorKey } from "../../core/booking-request.js";
import { toBooking } from "./repository.js";
import { signedInClient } from "../bundles/signed-in.js";

const tags = ["Bookings"];

export const STATUS_DESCRIPTION = `
**Statuses.** \`pending_payment\` on creation (the slot is held), or \`confirmed\` at once for a free plan (price 0, e.g. the intro call: nothing to pay, never cancelled automatically); \`confirmed\` when paid (the
Stripe webhook, or the nutritionist marks it paid); a confirmed booking gets its \`meeting_url\`; \`completed\` after the session; \`cancelled\` by the admin, by the client (private link,
until 24 h before the start) or by the system (still \`pending_payment\` 24 h before the start).
Transitions: pending_payment → confirmed → completed; pending_payment | confirmed → cancelled.
Anything else answers 409. Only pending_payment and confirmed hold a slot. Every change is kept in
the booking's \`history\` (from, to, actor \`client\` | \`admin\` | \`system\`, note, when).
Dates are \`YYYY-MM-DD\` and times \`HH:MM\` in ${BUSINESS_TIME_ZONE} wall time; \`start_at\` is the UTC instant.
`.trim();

const planQuery = { service_plan_id: z.coerce.number({ error: "invalid" }).int().positive().optional() };
const dateQuery = z.object({ date: z.string().optional(), ...planQuery });
const tokenParam = z.object({ token: z.string().max(300) });

const routes: FastifyPluginAsyncZod = async (app) => {
  /** Booking UIDs are made from PUBLIC_URL's host (calendar-uid.ts). */
  const site = { publicUrl: app.config.PUBLIC_URL };
  const service = app.services.bookings;
  const signedIn = signedInClient(app);
  const bookings = app.repos.bookings;

  const details = (id: number) => service.details(id);

  // ---- public -----------------------------------------------------------------------------

  app.get(
    "/bookings/unavailable_dates",
    {
      schema: {
        tags,
        summary: "Dates from today to the end of the booking horizon with no bookable slot",
        description:
          "Past, inside the minimum notice, non-working, blocked or fully booked. `first_date` and `last_date` bound the horizon; dates after `last_date` cannot be booked either. With the optional `service_plan_id`, a date counts as full when no session of that plan's length fits.",
        querystring: z.object(planQuery),
        response: { 200: z.object({ dates: z.array(z.string()), first_date: z.string(), last_date: z.string() }) },
      },
    },
    async (req) => service.unavailableDates(req.query.service_plan_id),
  );

  app.get(
    "/bookings/available_times",
    {
      schema: {
        tags,
        summary: "Free slots of a date, and the times taken by active bookings",
        description:
          "`date` is `YYYY-MM-DD`; a missing or malformed date answers 422. A date outside the horizon has no available times. The optional `service_plan_id` gives the start times at which a session of that plan's length fits (the free intro call lasts 15 minutes); without it, one slot of the availability settings. An unknown plan answers 422.",
        querystring: dateQuery,
        response: { 200: z.object({ available_times: z.array(z.string()), booked_times: z.array(z.string()) }) },
      },
    },
    async (req) => {
      const date = req.query.date?.trim() ?? "";
      if (!isValidDate(date)) throw new ApiError(422, "invalid_date", { date: ["invalid_date"] });
      return service.availableTimes(date, req.query.service_plan_id);
    },
  );

  app.post(
    "/bookings",
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "Book a slot",
        description: `Required: service_plan_id (an existing plan), date, time, name, email, phone_number (exactly 10 digits, or the number with its country code such as +34 612 345 678, stored in E.164); message is optional (at most 5,000 characters). Optional privacy_consent: true records when the client consented to the processing of health data (GDPR art. 9). The slot must be on the weekly grid, inside the horizon, not blocked, at least the minimum notice ahead and free for the plan's duration. Answers 201 with the booking (status pending_payment; confirmed at once when the plan's price is 0, with nothing to pay) and \`payment_url\`, the site's pay address \`/pay/<private token>\` (absolute; null for a free plan or when there is no way to pay online) and mails the client a confirmation with a calendar file and a private link to cancel or reschedule. With \`pay_with: "credit"\` and the client's session cookie (her one-time link to /my-bookings), one credit of her bundles that covers the plan is held and the booking is confirmed at once, without a \`payment_url\`: signed out answers 401, no credit left 409 (two bookings for her last credit, on any number of instances, give one booking and one 409). The credit comes back when she cancels inside the free window, is spent when the session is completed and lost when it is cancelled later. A taken slot answers 409; two requests for one slot, on any number of instances, give one booking and one 409. One email address, and one phone number, may hold at most BOOKING_UNPAID_LIMIT (default 2) future bookings not paid for (awaiting payment or free); one more answers 409 with an {error} naming the email or the phone.\n\n${STATUS_DESCRIPTION}`,
        body: bookingRequest,
        response: { 201: bookingCreatedOut },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      // Refused by the schema: the booking form's own message (core/booking-request.ts), not the generic one.
      if (req.validationError) {
        const fields = validationFields(req.validationError) ?? {};
        throw new ApiError(422, bookingRequestErrorKey(fields), fields);
      }
      // With a credit, she must be signed in; the booking is hers, under the address she proved.
      const payer = req.body.pay_with === "credit" ? await signedIn(req.headers.cookie) : undefined;
      if (req.body.pay_with === "credit" && !payer) throw new ApiError(401, "credit_needs_sign_in");
      const { row, payUrl, instructions } = payer
        ? await service.create({ ...req.body, email: payer.email }, lang, { clientId: payer.id })
        : await service.create(req.body, lang);
      return reply.status(201).send({ ...toBooking(row, site), payment_url: payUrl, payment_instructions: instructions });
    },
  );

  // ---- the client's private link ------------------------------------------------------------

  app.get(
    "/bookings/manage/:token",
    {
      schema: {
        tags,
        summary: "The booking behind a private link (from the confirmation mail)",
        description:
          "`can_change` says whether cancel and reschedule are still allowed: while the booking is active and until `change_deadline`, 24 h before the start. An unknown token answers 404.",
        params: tokenParam,
        response: { 200: managedBookingOut },
      },
    },
    async (req) => service.managed(req.params.token),
  );

  app.post(
    "/bookings/manage/:token/cancel",
    {
      schema: {
        tags,
        summary: "The client cancels, free of charge until 24 h before the start",
        description: "Later, or for a booking no longer active, answers 409 with an explanation; the client then contacts the nutritionist.",
        params: tokenParam,
        response: { 200: managedBookingOut },
      },
    },
    async (req) => {
      await service.cancelByClient(req.params.token);
      return service.managed(req.params.token);
    },
  );

  app.post(
    "/bookings/manage/:token/reschedule",
    {
      schema: {
        tags,
        summary: "The client moves the booking to another free slot, until 24 h before the start",
        description:
          "Keeps the booking's id and status; the new slot obeys every availability rule (422/409 as for POST /bookings). The calendar event's SEQUENCE rises.",
        params: tokenParam,
        body: rescheduleRequest,
        response: { 200: managedBookingOut },
      },
    },
    async (req) => {
      await service.reschedule(req.params.token, req.body.date, req.body.time);
      return service.managed(req.params.token);
    },
  );

  // ---- admin ------------------------------------------------------------------------------

  app.get(
    "/bookings/availability",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "The nutritionist's availability: weekly hours, slot length, notice, horizon, blocked dates",
        response: { 200: availabilityOut },
      },
    },
    async () => ({ ...(await service.availability()), time_zone: BUSINESS_TIME_ZONE }),
  );

  app.put(
    "/bookings/availability",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Replace the availability",
        description: `Weekly hours per weekday (mon…sun), several ranges a day, \`HH:MM\` in ${BUSINESS_TIME_ZONE} wall time; slot_minutes 15–240 (default 60); min_notice_hours at least 24, the payment window (default 48); horizon_days 1–365 (default 60); blocked: whole days, inclusive. Existing bookings are kept.`,
        body: availabilityBody,
        response: { 200: availabilityOut },
      },
    },
    async (req) => {
      await service.saveAvailability(req.body);
      return { ...(await service.availability()), time_zone: BUSINESS_TIME_ZONE };
    },
  );

  app.get(
    "/bookings",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "All bookings, newest session first",
        description: STATUS_DESCRIPTION,
        querystring: z.object({ status: bookingStatus.optional() }),
        response: { 200: z.array(bookingOut) },
      },
    },
    async (req) => (await bookings.list(req.query.status)).map((row) => toBooking(row, site)),
  );

  app.get(
    "/bookings/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "One booking with its status history", description: STATUS_DESCRIPTION, params: idParam, response: { 200: bookingDetailsOut } },
    },
    async (req) => details(req.params.id),
  );

  app.delete(
    "/bookings/:id",
    {
      config: { admin: true },
      schema: { tags, summary: "Delete a booking and its history for good (frees its slot). Answers 204 with no body.", params: idParam },
    },
    async (req, reply) => {
      if (!(await bookings.remove(req.params.id))) throw new ApiError(404, "booking_not_found");
      return reply.status(204).send();
    },
  );

  app.post(
    "/bookings/:id/resend_confirmation",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Send the confirmation again with a new private link; the old link stops working",
        description: "For an active booking (pending_payment or confirmed); otherwise 409. The mail goes through the outbox. Answers the booking's details.",
        params: idParam,
        response: { 200: bookingDetailsOut },
      },
    },
    async (req) => {
      await service.resendConfirmation(req.params.id);
      return details(req.params.id);
    },
  );

  const actions: [BookingAction, string, string][] = [
    ["mark_paid", "Mark paid: pending_payment → confirmed; the meeting link is assigned and the client is told by mail", "marked paid"],
    ["cancel", "Cancel: pending_payment | confirmed → cancelled; the client is told by mail and the slot is freed", "cancelled by the nutritionist"],
    ["complete", "Complete: confirmed → completed", "session completed"],
  ];
  for (const [action, summary, note] of actions) {
    app.post(
      `/bookings/:id/${action}`,
      {
        config: { admin: true },
        schema: { tags, summary, description: STATUS_DESCRIPTION, params: idParam, response: { 200: bookingDetailsOut } },
      },
      async (req) => {
        await service.apply(req.params.id, action, "admin", `${note} (${req.admin!.email})`);
        return details(req.params.id);
      },
    );
  }
};

export default routes;
