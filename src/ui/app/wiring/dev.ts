import { devActors } from "../../../machines/dev/dev.actors";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { api } from "../api";

// The /dev page's composition root.

/** The outbox: the mail and SMS that would have been sent. */
export const outboxLogic = resourceOf(devActors(api).listOutbox);
