// Issue 29: the structure tree hears of its changes — the `structure` event (a newcomer joined the viewer's
// structure at any level, or an admin moved part of it), the socket going live again — as
// `structure.refresh`, and of nothing else (a notification, even the referrer's own `referral` one, is not
// the structure's signal: the event reaches the whole upline, the notification only the referrer).
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import type { ServerEvent } from "../../src/api/events";
import type { StructureEvent } from "../../src/machines/structure/structure.machine";
import { structureTreeSignals } from "../../src/streams/structure.stream";
import { noCounts, notificationRow } from "../helpers/notifications";

const counters = { total: 1, byType: { ...noCounts, referral: 1 } };
const notified = (type: "referral" | "reaction", link: string): ServerEvent => ({
  seq: 1,
  at: "2026-11-25T10:00:00.000Z",
  type: "notification",
  action: "create",
  payload: { notification: { ...notificationRow(1, type), link }, counters },
});

describe("the structure tree's signals", () => {
  it("refresh on the structure's event and when the socket is live again, on nothing else", () => {
    const events$ = new Subject<ServerEvent>();
    const lives$ = new Subject<number>();
    const heard: StructureEvent[] = [];
    const subscription = structureTreeSignals(events$, lives$).subscribe((event) => heard.push(event));
    events$.next(notified("reaction", "/profile/7/referrals"));
    events$.next(notified("referral", "/profile/7/referrals"));
    expect(heard).toEqual([]);
    events$.next({
      seq: 2,
      at: "2026-11-25T10:00:01.000Z",
      type: "structure",
      action: "join",
      payload: { memberId: 9 },
    });
    lives$.next(1);
    expect(heard).toEqual([{ type: "structure.refresh" }, { type: "structure.refresh" }]);
    subscription.unsubscribe();
  });
});
