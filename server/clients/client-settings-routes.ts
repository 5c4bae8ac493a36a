import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "../../core/schemas/common.js";
import { clientSettingsBody, clientSettingsOut } from "../../core/schemas/messages.js";
import { ApiError } from "../http/errors.js";

/** The admin's per-client settings: each field on its own, so that areas add theirs side by side. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const progress = app.services.clientProgress;
  app.patch(
    "/api/admin/clients/:id",
    {
      config: { admin: true },
      schema: {
        tags: ["Clients"],
        summary:
          "Her settings: `hide_numbers` (her own view shows no weight and no energy figures: no weight or body fat among her measurements, and her plans' page, mail and PDF show foods and quantities only; for a history of disordered eating), `message_notices` (she is mailed a notice of new messages), `goals` (a goal per measurement, drawn on both sides' charts; null removes one)",
        description: "Fields not sent keep their value; all are saved or none. An unknown client answers 404, a goal for a measurement not hers 422.",
        params: idParam,
        body: clientSettingsBody,
        response: { 200: clientSettingsOut },
      },
    },
    async (req) => {
      const { hide_numbers, message_notices, goals } = req.body;
      if (!(await app.repos.clients.find(req.params.id))) throw new ApiError(404, "client_not_found");
      const set = {
        ...(hide_numbers === undefined ? {} : { hide_numbers: hide_numbers ? 1 : 0 }),
        ...(message_notices === undefined ? {} : { message_notices: message_notices ? 1 : 0 }),
      };
      await app.db.transaction().execute(async (trx) => {
        if (Object.keys(set).length) await trx.updateTable("clients").set(set).where("id", "=", req.params.id).execute();
        if (goals) await progress.setGoals(trx, req.params.id, goals);
      });
      const c = await app.repos.clients.find(req.params.id);
      if (!c) throw new ApiError(404, "client_not_found");
      return {
        id: c.id,
        hide_numbers: Boolean(c.hide_numbers),
        message_notices: c.message_notices === 1,
        goals: Object.fromEntries(await progress.goalsOf(c.id)),
      };
    },
  );
};

export default routes;
