// Type-level tests of the handler table (src/server/http/serve-group.ts), checked by `tsc --noEmit` in
// `npm run check`: each `@ts-expect-error` below must stay an error, or tsc fails with "Unused
// '@ts-expect-error' directive". Nothing here runs.

import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { defineEndpoint } from "../../src/api/endpoint";
import type { EndpointGroup } from "../../src/api/group";
import { serveGroup } from "../../src/server/http/serve-group";

const ping = defineEndpoint({
  method: "GET",
  path: "/ping",
  response: Schema.Struct({ ok: Schema.Boolean }),
});
const echo = defineEndpoint({
  method: "POST",
  path: "/echo",
  body: Schema.Struct({ text: Schema.String }),
  response: Schema.Struct({ text: Schema.String }),
});
const group = { ping, echo } as const satisfies EndpointGroup;

export function complete(app: FastifyInstance) {
  serveGroup(app, group, {
    ping: { access: "anyone", handler: () => ({ ok: true }) },
    echo: { access: "member", handler: ({ auth, body }) => ({ text: `${auth.userId}: ${body.text}` }) },
  });
}

export function endpointWithoutRow(app: FastifyInstance) {
  // @ts-expect-error — `echo` has no row: an endpoint of the group left unserved does not compile.
  serveGroup(app, group, {
    ping: { access: "anyone", handler: () => ({ ok: true }) },
  });
}

export function rowWithoutEndpoint(app: FastifyInstance) {
  serveGroup(app, group, {
    ping: { access: "anyone", handler: () => ({ ok: true }) },
    echo: { access: "anyone", handler: ({ body }) => ({ text: body.text }) },
    // @ts-expect-error — no endpoint `shout` in the group: a row for nothing does not compile.
    shout: { access: "anyone", handler: () => ({ text: "!" }) },
  });
}

export function visitorsHaveNoCaller(app: FastifyInstance) {
  serveGroup(app, group, {
    ping: { access: "anyone", handler: () => ({ ok: true }) },
    // @ts-expect-error — `auth` may be null for `anyone`: using it unchecked does not compile.
    echo: { access: "anyone", handler: ({ auth, body }) => ({ text: `${auth.userId}: ${body.text}` }) },
  });
}

export function answersMatchTheContract(app: FastifyInstance) {
  serveGroup(app, group, {
    // @ts-expect-error — the answer must be the endpoint's response type.
    ping: { access: "anyone", handler: () => ({ ok: "yes" }) },
    echo: { access: "member", handler: ({ body }) => ({ text: body.text }) },
  });
}
