import fastifyMultipart from "@fastify/multipart";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";
import { authRoutes, createSessions } from "./auth";
import { avatarsRoutes } from "./avatars";
import { backgroundsRoutes } from "./backgrounds";
import { blogsRoutes } from "./blogs";
import type { Config } from "./config";
import type { Db } from "./db/connect";
import type { RouteDeps } from "./deps";
import { devRoutes } from "./dev";
import { favoritesRoutes } from "./favorites";
import { areFriendsSql, createFriendsPages, friendsRoutes } from "./friends";
import { installCompression } from "./http/compression";
import { answerClientError, answerFrameworkError, installErrorHandler } from "./http/error-handler";
import { installFormParser } from "./http/form-body";
import { installHeaders } from "./http/headers";
import { installSecurity } from "./http/security";
import { createMailer, type Mailer } from "./mail/mailer";
import { chatsRoutes, createChatLists, messengerRoutes } from "./messenger";
import { createNotificationCounts, createNotifier, notificationsRoutes } from "./notifications";
import { createSearches, peopleRoutes } from "./people";
import { phoneRoutes } from "./phone";
import { profileRoutes } from "./profile";
import { contentFigures, createFeedPages, registerPublications } from "./publications";
import { createRealtime, type RealtimeOptions } from "./realtime/realtime";
import { socketsClosed, socketsRoutes } from "./realtime/sockets-routes";
import { settingsRoutes } from "./settings";
import { spa } from "./spa";
import { sponsorOnConfirm, sponsorsOnDeleted, sponsorsRoutes } from "./sponsors";
import { franchisesRoutes, joinOnConfirm, leaveStructure, structureRoutes } from "./structure";
import { subscriptionsRoutes } from "./subscriptions";
import { systemRoutes } from "./system/routes";
import { teamsRoutes } from "./teams";
import { createAccounts, createPresence, usersRoutes } from "./users";

/** Everything the app needs from outside: tests pass their own. */
export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  /** A pino logger (main makes one from LOG_LEVEL); without it the app is silent, as tests want. */
  readonly logger?: FastifyBaseLogger;
  /** Shared counters and fan-out between processes (REDIS_URL); in-process when absent. */
  readonly redis?: Redis;
  /** Where mail and SMS go; the outbox when absent. */
  readonly mailer?: Mailer;
  /** Socket timing (tests shorten the ping interval). */
  readonly realtime?: RealtimeOptions;
}

/** Client frames are small JSON (src/api/events/); anything bigger closes the socket with 1009. */
const maxSocketFrame = 64 * 1024;

/**
 * A client breaking the WebSocket protocol (a frame over {@link maxSocketFrame}, a bad opcode or UTF-8)
 * is its mistake, not ours: `ws` has already closed the socket with the right code (1009, 1002, 1007),
 * so it is noted, not logged as an error. Anything else is ours: logged, the socket dropped.
 */
function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("WS_ERR_")) {
    request.log.info({ code, reason: error.message }, "Сокет: клиент нарушил протокол, соединение закрыто");
    return;
  }
  request.log.error({ err: error }, "Сокет: ошибка соединения");
  socket.terminate();
}

/** JSON bodies above this are refused with 413 TOO_LARGE. */
export const jsonBodyLimit = 1024 * 1024;

/** Builds the whole HTTP app without listening: main() listens, tests call `inject`. */
export async function buildApp({
  db,
  config,
  logger,
  redis,
  mailer,
  realtime: realtimeOptions,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: jsonBodyLimit,
    trustProxy: config.trustProxy,
    // Fastify's default (100) makes an over-long id a "no such method" 404; the contract answers 400. No
    // param can be longer than the 16 KiB of headers Node takes, so every one reaches the contract.
    routerOptions: { maxParamLength: 16 * 1024 },
    clientErrorHandler: answerClientError,
    // A path Fastify cannot decode (bad %-encoding) never reaches the error handler either.
    frameworkErrors: answerFrameworkError,
  });
  installErrorHandler(app);
  await installHeaders(app, { publicUrl: config.publicUrl });
  await installCompression(app);
  // Multipart bodies are read by register() part by part (src/server/http/form-body.ts): buffered for
  // small files, streamed to disk for endpoints with file rules. These are the limits of the former.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50, parts: 60 },
  });
  installFormParser(app);
  const sessions = createSessions(db);
  const accounts = createAccounts(db);
  await installSecurity(app, { sessions, publicUrl: config.publicUrl, rateLimits: config.rateLimits, redis });

  const notificationCounts = createNotificationCounts(db);
  const chatLists = createChatLists(db);
  const friendsPages = createFriendsPages({ db, accounts });
  const searches = createSearches({ db, accounts });
  const feeds = createFeedPages();
  const realtime = await createRealtime({
    db,
    redis,
    log: app.log,
    accounts: [sessions, accounts],
    caches: [notificationCounts, chatLists, friendsPages, searches, feeds],
    options: realtimeOptions,
  });
  app.decorate("realtime", realtime);
  const presence = createPresence(db, app.log);
  // Before the websocket plugin's own preClose (which would close every socket with no code): ours say
  // 1001 "going away", so clients reconnect — to another process, or to this one once it is back. Then
  // the stop waits for every socket's close and for the «last seen» those closes write, so that the
  // database, closed after the app (main.ts), gets them all.
  app.addHook("preClose", async () => {
    realtime.hub.shutdown();
    await socketsClosed(app.websocketServer);
    await presence.settled();
  });
  app.addHook("onClose", () => realtime.close());
  await app.register(fastifyWebsocket, {
    options: { maxPayload: maxSocketFrame },
    errorHandler: onSocketError,
  });

  const sender = mailer ?? createMailer(config, db, app.log);
  // A mailer passed in belongs to the caller; the one made here is closed with the app (pending SMTP sends).
  if (!mailer) app.addHook("onClose", () => sender.close());
  const deps: RouteDeps = { db, config, mailer: sender, log: app.log, accounts, events: realtime.events };
  // Notifications' «friends only» is friends' rule, handed down: friends notify, so they stand above.
  const notifying = { ...deps, notifier: createNotifier(areFriendsSql) };
  // Floor by floor from the bottom (src/server/README.md), each domain with what it needs of the others.
  systemRoutes(app);
  socketsRoutes(app, { db, log: app.log, realtime, sessions, presence });
  notificationsRoutes(app, { ...notifying, counts: notificationCounts });
  // What a confirmation brings and a deletion takes is the structure's (relations) and the sponsors'
  // (content and care), handed down to identity: the structure first, then the sponsors, in the same
  // transaction (each takes its lock in this order, so they never wait on each other in a cycle).
  const joinStructure = joinOnConfirm(notifying.notifier);
  const assignSponsor = sponsorOnConfirm(notifying.notifier);
  const releaseSponsorships = sponsorsOnDeleted(notifying.notifier);
  authRoutes(app, {
    ...notifying,
    onConfirmed: async (tx, publish, userId) => {
      await joinStructure(tx, publish, userId);
      await assignSponsor(tx, publish, userId);
    },
  });
  usersRoutes(app, {
    ...notifying,
    onDeleted: async (tx, publish, userId) => {
      await leaveStructure(tx, publish, userId);
      await releaseSponsorships(tx, publish, userId);
    },
  });
  friendsRoutes(app, { ...notifying, pages: friendsPages });
  subscriptionsRoutes(app, deps);
  structureRoutes(app, deps);
  // A grant or a revocation tells the holder.
  franchisesRoutes(app, notifying);
  // The public figures count content too: publications' count, handed down (people stand below it).
  peopleRoutes(app, { ...deps, searches, contentFigures: () => contentFigures(db) });
  settingsRoutes(app, deps);
  favoritesRoutes(app, deps);
  backgroundsRoutes(app, deps);
  phoneRoutes(app, deps);
  avatarsRoutes(app, deps);
  messengerRoutes(app, { ...notifying, chatLists });
  chatsRoutes(app, { ...notifying, chatLists });
  registerPublications(app, { ...notifying, feeds });
  sponsorsRoutes(app, notifying);
  blogsRoutes(app, deps);
  // Teams keep a chat of the messenger and read the structure's referrals: built on both.
  teamsRoutes(app, notifying);
  profileRoutes(app, deps);
  devRoutes(app, deps);

  await spa(app, { clientDir: config.clientDir, secureCookies: config.publicUrl.startsWith("https:") });
  return app;
}
