import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { meetingLinkBody, meetingLinkOut } from "../../core/schemas/outbox.js";

const tags = ["Bookings"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.repos.meetingSettings;
  const answer = async () => ({ url: await settings.personalLink(), default_base_url: app.config.MEETING_BASE_URL });

  app.get(
    "/admin/meeting_link",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Her fixed personal meeting link, if set",
        description:
          "Paid bookings get this link; with none set, each gets its own room at `default_base_url` (MEETING_BASE_URL, Jitsi Meet). A booking keeps the link it was given.",
        response: { 200: meetingLinkOut },
      },
    },
    answer,
  );

  app.put(
    "/admin/meeting_link",
    {
      config: { admin: true },
      schema: {
        tags,
        summary: "Set (an http(s) address) or clear (null or empty) her personal meeting link",
        body: meetingLinkBody,
        response: { 200: meetingLinkOut },
      },
    },
    async (req) => {
      await settings.setPersonalLink(req.body.url);
      return answer();
    },
  );
};

export default routes;
