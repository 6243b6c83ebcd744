import { describe, expect, it } from "vitest";
import { type AnyEventObject, createActor, SimulatedClock } from "xstate";
import type { ApiClient } from "../../src/api/client";
import type { AnyEndpoint } from "../../src/api/endpoint";
import {
  clearNotificationArchive,
  deleteNotification,
  markAllNotifications,
  markNotification,
  markNotificationType,
} from "../../src/api/endpoints/notifications";
import type { Notification } from "../../src/api/schema/notification";
import { pagedListOf } from "../../src/machines/lib/paged-list.machine";
import { selectRows } from "../../src/machines/lib/paged-list.selectors";
import { createPendingActions } from "../../src/machines/lib/pending-actions";
import {
  type NotificationListInput,
  notificationListMachine,
  notificationUndoMs,
} from "../../src/machines/notifications/notification-list.machine";
import {
  selectChangeFailed,
  selectNotificationList,
  selectRemoved,
} from "../../src/machines/notifications/notification-list.selectors";
import { notificationsActors } from "../../src/machines/notifications/notifications.actors";
import { notificationRow } from "../helpers/notifications";
import { offline } from "../helpers/session";
import {
  type ExpectedList,
  expectedList,
  type ListKind,
  listStart,
  offered,
} from "./expectations/notification-list.expected";

const row = notificationRow;

/** What each call of the list's is, as the expectations name it. */
function changeOf(endpoint: AnyEndpoint, input: { params?: Record<string, unknown> }): string {
  const params = input.params ?? {};
  if (endpoint === markNotification) return `read:${params.id}`;
  if (endpoint === markNotificationType) return `readType:${params.type}`;
  if (endpoint === markAllNotifications) return "readAll";
  if (endpoint === deleteNotification) return `remove:${params.id}`;
  if (endpoint === clearNotificationArchive) return `clearArchive:${params.x}`;
  throw new Error(`unexpected call ${endpoint.path}`);
}

/**
 * The real machine with the app's `change` and `holding` actors over a client whose answers the test
 * gives (the network), and a list over a server of a few rows held here.
 */
function system(kind: ListKind, rows: ReadonlyArray<Notification>) {
  let server = [...rows];
  const calls: Array<{ change: string; answer: (ok: boolean) => void }> = [];
  const client = {
    call: (endpoint: AnyEndpoint, input: { params?: Record<string, unknown> } = {}) =>
      new Promise((resolve, reject) => {
        calls.push({
          change: changeOf(endpoint, input),
          answer: (ok) => (ok ? resolve({}) : reject(offline)),
        });
      }),
    upload: () => Promise.reject(new Error("no uploads here")),
  } as unknown as ApiClient;
  const pending = createPendingActions();
  const { changeNotifications, holdRemoval } = notificationsActors(client, pending);
  const list = pagedListOf<Notification>(async () => ({ count: server.length, rows: server }));
  const clock = new SimulatedClock();
  const actor = createActor(
    notificationListMachine.provide({ actors: { list, change: changeNotifications, holding: holdRemoval } }),
    { input: kind as NotificationListInput, clock },
  ).start();
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const listActor = () => {
    const child = selectNotificationList(actor.getSnapshot());
    if (!child) throw new Error("the list is the machine's child");
    return child;
  };

  async function send(event: AnyEventObject, expected: ExpectedList) {
    if (!offered(expected, event)) return;
    const shown = selectRows(listActor().getSnapshot());
    const byId = (id: number) => rows.find((r) => r.id === id) as Notification;
    switch (event.type) {
      case "time.passes":
        clock.increment(notificationUndoMs);
        break;
      case "session.ends":
        // The logout (or the page going away) flushes what is pending; the server answers step by step.
        void pending.flush();
        break;
      case "server.answers":
      case "server.refuses": {
        const call = calls.shift();
        if (!call) return;
        if (event.type === "server.answers") {
          // The server does what it was asked: one row leaves this list, or all of them.
          const one = /^(?:read|remove):(\d+)$/.exec(call.change);
          server = one ? server.filter((r) => r.id !== Number(one[1])) : [];
        }
        call.answer(event.type === "server.answers");
        break;
      }
      case "list.asked":
        listActor().send({ type: "list.reload" });
        break;
      case "notifications.readAll":
      case "notifications.clearArchive":
        // The view sends the rows it shows.
        actor.send({ ...event, rows: shown } as never);
        break;
      default:
        actor.send({ ...event, ...(event.row ? { row: byId(event.row.id) } : {}) } as never);
    }
    await flush();
  }

  function check(expected: ExpectedList, after: string) {
    const snapshot = actor.getSnapshot();
    expect(
      {
        shown: selectRows(listActor().getSnapshot()).map((r) => r.id),
        server: server.map((r) => r.id),
        waiting: selectRemoved(snapshot)?.id ?? null,
        failed: selectChangeFailed(snapshot),
        calls: calls.map((c) => c.change),
      },
      after,
    ).toEqual({ ...expected, calls: expected.calls.map((c) => c.change) });
    expect(snapshot.value, after).toBe(expected.waiting === null ? "none" : "waiting");
  }

  return { actor, send, check, calls, flush };
}

const [chat, reaction] = [row(2, "chat", false), row(1, "reaction", false)];
const archived = [row(2, "chat", true), row(1, "reaction", true)];

/** What a member, the server and time can do. */
const events: AnyEventObject[] = [
  { type: "notifications.read", row: { id: 1 } },
  { type: "notifications.read", row: { id: 2 } },
  { type: "notifications.readAll" },
  { type: "notifications.remove", row: { id: 1 } },
  { type: "notifications.remove", row: { id: 2 } },
  { type: "notifications.undo" },
  { type: "notifications.clearArchive" },
  { type: "server.answers" },
  { type: "server.refuses" },
  { type: "time.passes" },
  { type: "session.ends" },
  { type: "list.asked" },
];

const label = (event: AnyEventObject) =>
  event.type.replace(/^notifications\./, "") + (event.row ? `(${event.row.id})` : "");

/** Every state the expectations reach within `depth` events, each by its shortest way. */
function ways(kind: ListKind, start: ExpectedList, depth: number) {
  const found = new Map<string, { steps: AnyEventObject[]; end: ExpectedList }>([
    [JSON.stringify(start), { steps: [], end: start }],
  ]);
  let frontier = [...found.values()];
  for (let step = 0; step < depth; step++) {
    const next: typeof frontier = [];
    for (const { steps, end } of frontier) {
      for (const event of events) {
        const reached = expectedList(kind, end, event);
        const key = JSON.stringify(reached);
        if (found.has(key)) continue;
        const way = { steps: [...steps, event], end: reached };
        found.set(key, way);
        next.push(way);
      }
    }
    frontier = next;
  }
  return [...found.values()];
}

for (const [name, kind, rows] of [
  ["the new ones", { filter: "unread", userId: 7 }, [chat, reaction]],
  ["the new reactions' tab", { filter: "unread", type: "reaction", userId: 7 }, [reaction]],
  ["the archive", { filter: "read", userId: 7 }, archived],
] as const) {
  describe(`notification list of ${name}, against expectations written apart from it`, () => {
    const start = listStart(rows.map((r) => r.id));

    async function walk(steps: ReadonlyArray<AnyEventObject>) {
      const sut = system(kind, rows);
      await sut.flush();
      let expected = start;
      sut.check(expected, "the start");
      for (const [index, event] of steps.entries()) {
        await sut.send(event, expected);
        expected = expectedList(kind, expected, event);
        sut.check(
          expected,
          steps
            .slice(0, index + 1)
            .map(label)
            .join(" → "),
        );
      }
      return { sut, expected };
    }

    // Within four events from the start (the rows are few), every state and every event from it.
    for (const { steps, end } of ways(kind, start, 4)) {
      const name = `${JSON.stringify({ ...end, calls: end.calls.map((c) => c.change) })}`;
      it(`${name} via ${steps.map(label).join(" → ") || "start"}, then every event`, async () => {
        for (const event of events) await walk([...steps, event]);
      });
    }

    it("the page left while a deletion waits deletes it; left after an undo, deletes nothing", async () => {
      if (kind.filter !== "read") return;
      const left = await walk([{ type: "notifications.remove", row: { id: 2 } }]);
      left.sut.actor.stop();
      expect(left.sut.calls.map((c) => c.change)).toEqual(["remove:2"]);
      const undone = await walk([
        { type: "notifications.remove", row: { id: 2 } },
        { type: "list.asked" },
        { type: "notifications.undo" },
      ]);
      undone.sut.actor.stop();
      expect(undone.sut.calls).toEqual([]);
    });
  });
}
