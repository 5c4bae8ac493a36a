import type { FastifyPluginAsync } from "fastify";
import authRoutes from "./auth/routes.js";
import bookingRoutes from "./bookings/routes.js";
import calendarRoutes from "./calendar/routes.js";
import servicePlanRoutes from "./service-plans/routes.js";
import uploadRoutes from "./uploads/routes.js";
import blogRoutes from "./blogs/routes.js";
import recipeRoutes from "./recipes/routes.js";
import subscriberRoutes from "./subscribers/routes.js";
import contactMessageRoutes from "./contact-messages/routes.js";
import downloadRoutes from "./downloads/routes.js";
import pdfLibraryRoutes from "./downloads/pdf-routes.js";
import personalDataRoutes from "./personal-data/routes.js";
import readyRoutes from "./operations/ready-routes.js";
import healthRoutes from "./operations/health-routes.js";
import outboxRoutes from "./outbox/routes.js";
import meetingRoutes from "./meetings/routes.js";
import stripeWebhook from "./payments/stripe-webhook-routes.js";
import refundRoutes from "./payments/refund-routes.js";
import practiceRoutes from "./practice/routes.js";
import newsletterRoutes from "./newsletters/routes.js";
import invoiceRoutes from "./invoices/routes.js";
import clientRoutes from "./clients/routes.js";
import clientAreaRoutes from "./clients/client-area-routes.js";
import bundleRoutes from "./bundles/routes.js";
import bundleAdminRoutes from "./bundles/admin-routes.js";
import clientMessageRoutes from "./clients/message-routes.js";
import clientSettingsRoutes from "./clients/client-settings-routes.js";
import clientProgressRoutes from "./clients/progress-routes.js";
import foodRoutes from "./foods/routes.js";
import mealPlanRoutes from "./meal-plans/routes.js";
import mealPlanClientRoutes from "./meal-plans/client-routes.js";

/** Every resource of the REST contract, mounted beneath the backend base (API_BASE_PATH). */
export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  servicePlanRoutes,
  uploadRoutes,
  blogRoutes,
  recipeRoutes,
  subscriberRoutes,
  contactMessageRoutes,
  downloadRoutes,
  pdfLibraryRoutes,
  bookingRoutes,
  calendarRoutes,
  personalDataRoutes,
  readyRoutes,
  healthRoutes,
  outboxRoutes,
  meetingRoutes,
  stripeWebhook,
  refundRoutes,
  practiceRoutes,
  newsletterRoutes,
  invoiceRoutes,
  clientRoutes,
  clientAreaRoutes,
  bundleRoutes,
  bundleAdminRoutes,
  clientMessageRoutes,
  clientSettingsRoutes,
  clientProgressRoutes,
  foodRoutes,
  mealPlanRoutes,
  mealPlanClientRoutes,
];
