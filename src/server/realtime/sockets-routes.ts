import { Result, Schema } from "effect";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket, WebSocketServer } from "ws";
import { CloseCode, socketEndpoint } from "../../api/events";
import type { Db } from "../db/connect";
import type { AuthContext, Sessions } from "../http/caller";
import { createCommandHandler, type Presence } from "./commands";
import { Connection } from "./connection";
import type { Realtime } from "./realtime";

/**
 * Sockets one member may have open on one process: a browser opens one for all its tabs (the leader tab's,
 * src/streams/tab-leader.stream.ts), so this leaves room for many devices and bounds what one account
 * can hold of a process's memory.
 */
export const maxSocketsPerMember = 10;

/** What the upgrade request decided before the socket opened. */
type Admission =
  | { readonly ok: true; readonly auth: AuthContext; readonly after: number | undefined }
  | { readonly ok: false; readonly code: number; readonly reason: string };

const decodeParams = Schema.decodeUnknownResult(socketEndpoint.params);
const decodeQuery = Schema.decodeUnknownResult(socketEndpoint.query);

/**
 * The socket of spec §7 (the protocol: src/api/events/). The upgrade is always accepted and a refused
 * socket closed at once with its code and a Russian reason: a browser is told nothing about an HTTP
 * refusal of a WebSocket upgrade, but it does see a close code.
 */
export function socketsRoutes(
  app: FastifyInstance,
  {
    db,
    log,
    realtime,
    presence,
    sessions,
  }: {
    readonly db: Db;
    readonly log: FastifyBaseLogger;
    readonly realtime: Realtime;
    /** Told when a member's socket opens, pings and closes (users/presence.ts, handed in by app.ts). */
    readonly presence: Presence;
    /** auth's session lookup: an open socket's session is looked at again. */
    readonly sessions: Pick<Sessions, "byId">;
  },
): void {
  const admissions = new WeakMap<FastifyRequest, Admission>();
  const handleMessage = createCommandHandler({ commands: realtime.commands, presence });
  // Every command of the protocol is some domain's (registered as app.ts composes them): a missing one
  // stops the start, rather than failing the first member who sends it.
  app.addHook("onReady", async () => {
    const missing = realtime.commands.missing();
    if (missing.length > 0) throw new Error(`Нет обработчика команд сокета: ${missing.join(", ")}`);
  });

  async function admit(request: FastifyRequest): Promise<Admission> {
    const auth = await app.authenticate(request);
    if (!auth) return { ok: false, code: CloseCode.unauthorized, reason: "Войдите, чтобы получать события" };
    // Browsers send the cookie with an upgrade from any site: only our own pages may use it.
    if (auth.via === "cookie" && app.isCrossSite(request)) {
      return { ok: false, code: CloseCode.forbidden, reason: "Подключение с другого сайта отклонено" };
    }
    const params = decodeParams(request.params);
    if (Result.isFailure(params) || params.success.userId !== auth.userId) {
      return { ok: false, code: CloseCode.forbidden, reason: "Это сокет другого участника" };
    }
    const query = decodeQuery(request.query, { onExcessProperty: "ignore" });
    if (Result.isFailure(query)) {
      return { ok: false, code: CloseCode.badRequest, reason: "Неверный параметр after" };
    }
    return { ok: true, auth, after: query.success.after };
  }

  app.get(
    socketEndpoint.path,
    {
      websocket: true,
      // Decided before the upgrade, so the open socket has its answer at once and misses no frame.
      preHandler: async (request) => {
        try {
          admissions.set(request, await admit(request));
        } catch (error) {
          request.log.error({ err: error }, "Сокет: не удалось проверить сессию");
          admissions.set(request, { ok: false, code: 1011, reason: "Внутренняя ошибка сервера" });
        }
      },
    },
    (socket, request) => {
      const admission = admissions.get(request);
      if (!admission?.ok) {
        socket.close(admission?.code ?? 1011, admission?.reason ?? "Внутренняя ошибка сервера");
        return;
      }
      if (realtime.hub.countOf(admission.auth.userId) >= maxSocketsPerMember) {
        socket.close(CloseCode.tooManySockets, "Слишком много открытых подключений: закройте лишние вкладки");
        return;
      }
      const { userId } = admission.auth;
      presence.seen(userId);
      socket.on("close", () => presence.left(userId));
      new Connection({
        socket,
        request,
        auth: admission.auth,
        after: admission.after,
        db,
        sessions,
        hub: realtime.hub,
        log,
        idleTimeoutMs: realtime.idleTimeoutMs,
        onMessage: handleMessage,
      });
    },
  );
}

/** How long a stop waits for a client to answer the close frame before it drops the connection. */
export const closeHandshakeMs = 2000;

/**
 * Resolves when every socket of `server` has closed — so their close handlers (presence: «был(а) в
 * сети») have run — dropping after `graceMs` those whose client does not answer the close frame. A stop
 * calls it after closing them (1001), before the database closes: a close handled after that would
 * write to a closed database and be lost (issue 28: 9 171 of 10 000 were).
 */
export async function socketsClosed(server: WebSocketServer, graceMs = closeHandshakeMs): Promise<void> {
  const open = [...server.clients].filter((socket) => socket.readyState !== socket.CLOSED);
  if (open.length === 0) return;
  const late = setTimeout(() => {
    for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
  }, graceMs);
  try {
    await Promise.all(open.map((socket) => closeOf(socket)));
  } finally {
    clearTimeout(late);
  }
}

function closeOf(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) resolve();
    else socket.once("close", () => resolve());
  });
}
