// bench/reads: the read path under load (issue 12's table). Each call with autocannon, 50 connections,
// BENCH_SECONDS each, as a share of a bare Fastify route answering a 10-row JSON page in its own process,
// measured in the same run; the app on PGlite and on PostgreSQL, one after the other. While each call is
// loaded, a member's socket pings every 50 ms: its ping → pong p99 shows how far the load stalls sockets
// (PGlite runs on the server's own thread).
// Run: npm run bench:reads   (BENCH_DATABASE_URL=postgres://…/postgres, the server to make a database on;
// BENCH_DATABASES=pglite or postgres to run one; BENCH_CALLS=chat to run some calls; BENCH_SECONDS=8)
import { resolve } from "node:path";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type WebSocket from "ws";
import { notificationTypes } from "../src/api/schema/notification";
import type { Db } from "../src/server/db/connect";
import { notifications } from "../src/server/db/schema";
import { load, startBare } from "./lib/bare";
import { benchDatabase } from "./lib/database";
import { type Member, seedMembers } from "./lib/members";
import { startApiServer } from "./lib/server";
import { openSocket } from "./lib/sockets";
import { latencyRow } from "./lib/stats";

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const barePort = 3210;
// BENCH_CALLS=checktoken,chat: only the calls whose names contain one of these.
const only = process.env.BENCH_CALLS?.split(",");

interface Row {
  readonly call: string;
  readonly database: string;
  readonly "req/s": number;
  readonly "% of bare": string;
  readonly "p50 ms": number;
  readonly "p99 ms": number;
  readonly non2xx: number;
  readonly "socket ping p99 ms": number | string;
}

const loadFor = (options: autocannon.Options) => load({ connections, duration: seconds, ...options });

/** Pings a socket every 50 ms while `work` runs; the ping → pong times. */
async function pingDuring<T>(socket: WebSocket | undefined, work: () => Promise<T>) {
  if (!socket) return { result: await work(), pings: [] as number[] };
  const pings: number[] = [];
  let sentAt = 0;
  const onFrame = (data: WebSocket.RawData) => {
    if (sentAt && data.toString().includes('"pong"')) {
      pings.push(performance.now() - sentAt);
      sentAt = 0;
    }
  };
  socket.on("message", onFrame);
  const timer = setInterval(() => {
    if (sentAt) return; // the last pong is late: that lateness is what is measured, one at a time
    sentAt = performance.now();
    socket.send('{"type":"ping"}');
  }, 50);
  try {
    return { result: await work(), pings };
  } finally {
    clearInterval(timer);
    socket.off("message", onFrame);
  }
}

async function call(
  base: string,
  member: Member,
  method: string,
  path: string,
  form?: Record<string, string>,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  if (!response.ok) throw new Error(`bench: ${method} ${path} → ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: number }>;
}

/** A member with a few chats of a few messages each, as a typical member's chat list. */
async function seedChats(base: string, [self, ...others]: ReadonlyArray<Member>) {
  if (!self) throw new Error("bench: no members");
  for (const [i, other] of others.entries()) {
    const chat = await call(base, self, "POST", "/api/messenger/chat", { members: String(other.id) });
    for (let k = 0; k < 5; k++) {
      const from = k % 2 === 0 ? other : self;
      await call(base, from, "POST", "/api/messenger/message/", {
        chatId: String(chat.id),
        content: `Сообщение ${i}.${k}`,
      });
    }
  }
  const group = others
    .slice(0, 4)
    .map((m) => m.id)
    .join(",");
  const chat = await call(base, self, "POST", "/api/messenger/chat", { members: group });
  await call(base, self, "POST", "/api/messenger/message/", {
    chatId: String(chat.id),
    content: "Всем привет",
  });
}

/** 10 000 notifications of the first member (issue 13's bench), a fifth of them unread, of every type, some grouped. */
async function seedNotifications(db: Db, members: ReadonlyArray<Member>) {
  const [self, ...actors] = members;
  const [actor] = actors;
  if (!self || !actor) throw new Error("bench: no members");
  // Half from one member, a quarter grouped (three members), a quarter from МИР itself.
  const actorsOf = (n: number) =>
    n % 4 === 0
      ? [actor.id]
      : n % 4 === 1
        ? actors.slice(0, 3).map((m) => m.id)
        : n % 4 === 2
          ? [actor.id]
          : [];
  for (let i = 0; i < 10_000; i += 1000) {
    await db.insert(notifications).values(
      Array.from({ length: 1000 }, (_, k) => ({
        userId: self.id,
        type: notificationTypes[(i + k) % notificationTypes.length] as string,
        actorIds: actorsOf(i + k),
        title: `Уведомление ${i + k}`,
        text: "Текст уведомления для замера",
        link: `/profile/${self.id}/chat`,
        checkedAt: (i + k) % 5 === 0 ? null : new Date(),
      })),
    );
  }
  // The counts the server keeps beside them (src/server/notifications/counters.ts).
  await db.execute(sql`insert into notification_counters (user_id, type, total, unread)
    select user_id, type, count(*), count(*) filter (where checked_at is null) from notifications
    group by user_id, type`);
}

/**
 * A community of 100 000 more members with varied Russian names (issue 14: the search over 100 000), and
 * 5 000 friends of the first member (issue 14: the friends page of a member with 5 000 friends).
 */
async function seedPeople(db: Db, members: ReadonlyArray<Member>) {
  const [self] = members;
  if (!self) throw new Error("bench: no members");
  const first = [
    "Анна",
    "Борис",
    "Вера",
    "Глеб",
    "Дарья",
    "Егор",
    "Жанна",
    "Зиновий",
    "Ирина",
    "Кирилл",
    "Лариса",
    "Максим",
    "Нина",
    "Олег",
    "Полина",
    "Роман",
    "Светлана",
    "Тимур",
    "Ульяна",
    "Фёдор",
  ];
  const last = [
    "Иванов",
    "Смирнов",
    "Кузнецов",
    "Попов",
    "Васильев",
    "Петров",
    "Соколов",
    "Михайлов",
    "Новиков",
    "Фёдоров",
    "Морозов",
    "Волков",
    "Алексеев",
    "Лебедев",
    "Семёнов",
    "Егоров",
    "Павлов",
    "Козлов",
    "Степанов",
    "Николаев",
    "Орлов",
    "Андреев",
    "Макаров",
    "Никитин",
    "Захаров",
  ];
  const names = sql`(array[${sql.join(
    first.map((n) => sql`${n}`),
    sql`, `,
  )}])[1 + i % ${first.length}]
    || ' ' || (array[${sql.join(
      last.map((n) => sql`${n}`),
      sql`, `,
    )}])[1 + (i / ${first.length}) % ${last.length}]
    || case when i % 2 = 0 then 'а' else '' end || ' ' || i`;
  await db.execute(sql`insert into users (name, email, email_verified_at, referral_code)
    select ${names}, 'people' || i || '@bench.mir', now(), substr(md5('people' || i), 1, 12)
    from generate_series(1, 100000) i`);
  await db.execute(sql`insert into user_roles (user_id, role_id)
    select id, 2 from users where email like 'people%@bench.mir'`);
  await db.execute(sql`insert into friendships (low_id, high_id, requester_id, status)
    select least(${self.id}::int, id), greatest(${self.id}::int, id), id, 'accepted'
    from users where email like 'people%@bench.mir' order by id limit 5000`);
  await db.execute(sql`analyze`);
}

/**
 * 100 000 publications by the seeded people, spread over the 34 rubrics, newest a minute apart, and 500
 * of their authors followed by the first member (issue 15: a rubric feed page and a subscriptions feed
 * page over 100 000 publications).
 */
async function seedPublications(db: Db, members: ReadonlyArray<Member>) {
  const [self] = members;
  if (!self) throw new Error("bench: no members");
  await db.execute(sql`insert into publications (author_id, type, title, text, excerpt, rubric_id, status, published_at)
    select u.id, 1, 'Публикация ' || i, '{"type":"doc","content":[{"type":"paragraph"}]}'::jsonb,
      'Первые слова публикации ' || i, 1 + i % 34, 'published', now() - make_interval(mins => i)
    from generate_series(1, 100000) i join users u on u.email = 'people' || (1 + i % 100000) || '@bench.mir'`);
  await db.execute(sql`insert into follows (follower_id, user_id)
    select ${self.id}::int, id from users where email like 'people%@bench.mir' order by id offset 5000 limit 500`);
  await db.execute(sql`analyze`);
}

/** Fragments of the seeded names (seedPeople): a search the member has not made in the last few. */
const fragments = [
  "анн",
  "бор",
  "вер",
  "гле",
  "дар",
  "его",
  "жан",
  "зин",
  "ири",
  "кир",
  "лар",
  "мак",
  "нин",
  "оле",
  "пол",
  "ром",
  "све",
  "тим",
  "уль",
  "фед",
  "иванов",
  "смирн",
  "кузне",
  "попова",
  "васил",
  "петро",
  "сокол",
  "михай",
  "новик",
  "федоров",
  "мороз",
  "волко",
  "алексе",
  "лебед",
  "семено",
  "егоро",
  "павло",
  "козло",
  "степа",
  "никол",
];
let searches = 0;
const coldSearch = () => {
  searches += 1;
  const text = fragments[searches % fragments.length] ?? "анн";
  const page = 1 + (Math.floor(searches / fragments.length) % 3);
  return `/api/users/search/${page}?strsearch=${encodeURIComponent(text)}`;
};

async function measureApp(database: "pglite" | "postgres", bareRps: number): Promise<Row[]> {
  const port = database === "pglite" ? 3211 : 3212;
  const dataDir = resolve(`.tmp/bench-reads-${database}`);
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (database === "postgres") {
    const made = await benchDatabase(adminUrl, "mir_bench_reads");
    databaseUrl = made.url;
    dropDatabase = made.drop;
  }
  const { members } = await seedMembers({
    dataDir,
    databaseUrl,
    count: 8,
    extra: async (db, seeded) => {
      await seedNotifications(db, seeded);
      await seedPeople(db, seeded);
      await seedPublications(db, seeded);
    },
  });
  const server = await startApiServer(port, dataDir, databaseUrl);
  try {
    const [self, reader] = members as [Member, Member];
    await seedChats(server.url, members);
    const socket = await openSocket(server.url, reader);
    const auth = { authorization: `Bearer ${self.token}` };
    const calls: Array<[string, autocannon.Options]> = [
      ["app GET /api/health", { url: `${server.url}/api/health` }],
      [
        "POST /api/users/checktoken",
        { url: `${server.url}/api/users/checktoken`, method: "POST", headers: auth },
      ],
      ["GET /api/users/one/{id}", { url: `${server.url}/api/users/one/${reader.id}`, headers: auth }],
      ["GET /api/messenger/chat?page=1", { url: `${server.url}/api/messenger/chat?page=1`, headers: auth }],
      [
        "GET /api/notifications/user?page=1 (10 000)",
        { url: `${server.url}/api/notifications/user?page=1`, headers: auth },
      ],
      [
        "GET /api/notifications/user/counters (10 000)",
        { url: `${server.url}/api/notifications/user/counters`, headers: auth },
      ],
      [
        "GET /api/users/friends/user/{id} page 1 (5 000 friends)",
        { url: `${server.url}/api/users/friends/user/${self.id}`, headers: auth },
      ],
      [
        "GET /api/users/search/1?strsearch=семенова (100 000)",
        {
          url: `${server.url}/api/users/search/1?strsearch=${encodeURIComponent("семенова")}`,
          headers: auth,
        },
      ],
      [
        "GET /api/users/search/{1-3}, a new text each time (100 000, not kept)",
        {
          url: server.url,
          headers: auth,
          requests: [{ setupRequest: (request) => ({ ...request, path: coldSearch() }) }],
        },
      ],
      [
        "GET /api/publications/feed/rubric/1 (100 000 publications)",
        { url: `${server.url}/api/publications/feed/rubric/1`, headers: auth },
      ],
      [
        "GET /api/publications/feed/following (100 000 publications, 500 followed)",
        { url: `${server.url}/api/publications/feed/following`, headers: auth },
      ],
    ];
    const rows: Row[] = [];
    for (const [name, options] of calls.filter(
      ([name]) => !only || only.some((part) => name.includes(part)),
    )) {
      const { result, pings } = await pingDuring(socket, () => loadFor(options));
      rows.push({
        call: name,
        database,
        "req/s": result.rps,
        "% of bare": `${((result.rps / bareRps) * 100).toFixed(1)} %`,
        "p50 ms": result.p50,
        "p99 ms": result.p99,
        non2xx: result.non2xx,
        "socket ping p99 ms": pings.length ? latencyRow(name, pings).p99 : "—",
      });
    }
    socket.close();
    return rows;
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

const bare = await startBare(barePort, "/page");
try {
  const rows: Row[] = [];
  const first = await loadFor({ url: bare.url });
  const bareRow = (rps: number, p50: number, p99: number): Row => ({
    call: "bare Fastify, 10-row JSON page",
    database: "—",
    "req/s": rps,
    "% of bare": "100 %",
    "p50 ms": p50,
    "p99 ms": p99,
    non2xx: first.non2xx,
    "socket ping p99 ms": "—",
  });
  rows.push(bareRow(first.rps, first.p50, first.p99));
  for (const database of databases) {
    if (database !== "pglite" && database !== "postgres")
      throw new Error(`bench: unknown database ${database}`);
    rows.push(...(await measureApp(database, first.rps)));
  }
  // Again at the end: a bare figure that drifted means the machine was busy and the shares are off.
  const last = await loadFor({ url: bare.url });
  rows.push({ ...bareRow(last.rps, last.p50, last.p99), call: "bare Fastify, again at the end" });
  console.log(`\n${connections} connections, ${seconds} s each, rate limits off (this machine: 2 cores)`);
  console.table(rows);
} finally {
  bare.stop();
}
