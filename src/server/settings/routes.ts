import type { FastifyInstance } from "fastify";
import { settingsApi } from "../../api/endpoints/settings";
import type { RouteDeps } from "../deps";
import { privacyOf, setPrivacy } from "../friends";
import { HttpError } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import { confirmEmailChange, requestEmailChange } from "./email-change";
import { setInterests } from "./interests";

/** The member's own settings (the contract: src/api/endpoints/settings.ts). Each acts on the caller. */
export function settingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, mailer, config } = deps;
  serveGroup(app, settingsApi, {
    getPrivacy: {
      access: "member",
      handler: async ({ auth }) => {
        const privacy = await privacyOf(db, auth.userId);
        if (!privacy) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
        return privacy;
      },
    },
    setPrivacy: { access: "member", handler: ({ auth, input }) => setPrivacy(db, auth.userId, input) },
    setInterests: {
      access: "member",
      handler: ({ auth, input }) => setInterests(db, auth.userId, input.interests),
    },
    changeEmail: {
      access: "member",
      rateLimits: limits.changeEmail,
      handler: async ({ auth, input }) => {
        const answer = await requestEmailChange(
          { db, mailer, publicUrl: config.publicUrl },
          auth.userId,
          input,
        );
        // Every tab's session user shows the pending address.
        app.realtime.accountChanged(auth.userId);
        return answer;
      },
    },
    // The code is the proof: the link may be opened in a browser without the session.
    confirmEmail: {
      access: "anyone",
      rateLimits: limits.linkCode,
      handler: async ({ input }) => {
        const { userId, email } = await confirmEmailChange(db, input);
        app.realtime.accountChanged(userId);
        return { email };
      },
    },
  });
}
