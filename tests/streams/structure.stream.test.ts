// Issue 29: the structure tree hears of its changes — a newcomer through the owner's link (the owner's
// `referral` notification, which leads to their structure), the socket going live again — as
// `structure.refresh`, and of nothing else.
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
  it("refresh on a newcomer in the owner's structure and when the socket is live again, on nothing else", () => {
    const events$ = new Subject<ServerEvent>();
    const lives$ = new Subject<number>();
    const heard: StructureEvent[] = [];
    const subscription = structureTreeSignals(7, events$, lives$).subscribe((event) => heard.push(event));
    events$.next(notified("reaction", "/profile/7/referrals"));
    events$.next(notified("referral", "/profile/8/referrals"));
    expect(heard).toEqual([]);
    events$.next(notified("referral", "/profile/7/referrals"));
    lives$.next(1);
    expect(heard).toEqual([{ type: "structure.refresh" }, { type: "structure.refresh" }]);
    subscription.unsubscribe();
  });
});
