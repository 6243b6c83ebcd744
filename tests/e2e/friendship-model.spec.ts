import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { FriendState } from "../../src/api/schema/friend";
import { friendshipMachine } from "../../src/machines/friends/friendship.machine";
import { becomeMember, type Member, memberPage } from "./helpers/accounts";
import { type Gate, gate } from "./helpers/gate";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";
import { type UiModel, uiPaths, walk } from "./helpers/ui-model";

// Issue 16: the friendship machine's QA plan (docs/machines/paths/friendship.md) walked on a real
// profile in Chromium. The viewer acts with the profile's buttons; the other member acts from their own
// browser context (the `friend` events reach the viewer's socket); a failed save is the network dropping
// the call. Where the viewer must stand after each step is written here from spec §4 Friendship, not
// read from the machine.

interface World {
  readonly viewer: { readonly page: Page; readonly member: Member };
  readonly other: { readonly request: APIRequestContext; readonly member: Member };
  /** Where the viewer stands once the machine has settled. */
  expected: FriendState;
  /** Where the save on its way leaves the viewer. */
  afterSave: FriendState | null;
  gate: Gate | null;
}

const buttons = {
  request: "Добавить в друзья",
  withdraw: "Отменить заявку и отписаться",
  unsubscribe: "Отписаться",
  accept: "Принять заявку",
  refuse: "Отклонить",
  end: "Убрать из друзей",
} as const;

/** What the profile says and offers in each place (ru.friends.ts). */
const offered: Record<FriendState, { words: string | null; buttons: ReadonlyArray<keyof typeof buttons> }> = {
  none: { words: null, buttons: ["request"] },
  outgoing: { words: "Заявка отправлена, вы подписаны", buttons: ["withdraw"] },
  // Refused, or ended by the other: their subscriber, as on VK (issue 28).
  subscribed: { words: "Вы подписаны", buttons: ["unsubscribe"] },
  incoming: { words: "Хочет добавить вас в друзья", buttons: ["accept", "refuse"] },
  friends: { words: "У вас в друзьях", buttons: ["end"] },
};

const region = (world: World) => world.viewer.page.getByRole("region", { name: "Дружба", exact: true });

async function showsPlace(world: World, place: FriendState): Promise<void> {
  const actions = region(world);
  const { words, buttons: offeredButtons } = offered[place];
  if (words) await expect(actions.getByText(words, { exact: true })).toBeVisible();
  for (const [action, label] of Object.entries(buttons)) {
    const button = actions.getByRole("button", { name: label, exact: true });
    if (offeredButtons.includes(action as keyof typeof buttons)) await expect(button).toBeEnabled();
    else await expect(button).toHaveCount(0);
  }
}

/** The other member's call about the viewer. */
async function otherDoes(world: World, call: "create" | "update" | "rejected" | "ended"): Promise<void> {
  const form = { friendId: String(world.viewer.member.id) };
  const path = `/api/users/friends/${call}`;
  const answer =
    call === "create"
      ? await world.other.request.post(path, { form })
      : call === "update"
        ? await world.other.request.put(path, { form })
        : await world.other.request.delete(path, { form });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The viewer's own call, before the profile is open (where the walk starts). */
async function viewerDid(world: World, call: "create" | "update"): Promise<void> {
  const form = { friendId: String(world.other.member.id) };
  const request = world.viewer.page.request;
  const path = `/api/users/friends/${call}`;
  const answer = call === "create" ? await request.post(path, { form }) : await request.put(path, { form });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Opens the other's profile, live (its socket heard from). */
async function openProfile(world: World, expected: FriendState): Promise<void> {
  world.expected = expected;
  const { page } = world.viewer;
  await socketReady(page, () => page.goto(`/profile/${world.other.member.id}`));
}

/** Presses the button of `action`, the call held on its way: the machine is `saving`. */
function press(action: keyof typeof buttons, afterSave: FriendState) {
  return async (world: World) => {
    world.gate = await gate(world.viewer.page, /^\/api\/users\/friends\/(create|update|rejected|ended)$/);
    world.afterSave = afterSave;
    await region(world).getByRole("button", { name: buttons[action], exact: true }).click();
    // Ending is asked first in the app's dialog (issue 27 §2); its «Убрать» lets the friendship call go.
    if (action === "end")
      await world.viewer.page
        .getByRole("dialog", { name: "Убрать из друзей" })
        .getByRole("button", { name: "Убрать", exact: true })
        .click();
    await world.gate.caught;
  };
}

/** The other member acts; the viewer's profile follows their `friend` event. */
function otherActs(call: "create" | "update" | "rejected" | "ended", expected: FriendState) {
  return async (world: World) => {
    await otherDoes(world, call);
    world.expected = expected;
  };
}

const model: UiModel<World> = {
  machine: friendshipMachine,
  shows: {
    "friendship.none": (world) => showsPlace(world, "none"),
    "friendship.outgoing": (world) => showsPlace(world, "outgoing"),
    "friendship.subscribed": (world) => showsPlace(world, "subscribed"),
    "friendship.incoming": (world) => showsPlace(world, "incoming"),
    "friendship.friends": (world) => showsPlace(world, "friends"),
    // Passed at once: the page shows where the viewer stands now.
    "friendship.settling": (world) => showsPlace(world, world.expected),
    // The pressed button spins; nothing else can be pressed until the answer.
    "friendship.saving": async (world) => {
      const pressed = region(world).locator("button[data-loading]");
      await expect(pressed).toHaveCount(1);
      for (const button of await region(world).getByRole("button").all()) await expect(button).toBeDisabled();
    },
  },
  does: {
    "friendship.settling — сразу → friendship.none": (world) => openProfile(world, "none"),
    "friendship.settling — сразу [standing] → friendship.outgoing": async (world) => {
      await viewerDid(world, "create");
      await openProfile(world, "outgoing");
    },
    "friendship.settling — сразу [standing] → friendship.subscribed": async (world) => {
      await viewerDid(world, "create");
      await otherDoes(world, "rejected");
      await openProfile(world, "subscribed");
    },
    "friendship.settling — сразу [standing] → friendship.incoming": async (world) => {
      await otherDoes(world, "create");
      await openProfile(world, "incoming");
    },
    "friendship.settling — сразу [standing] → friendship.friends": async (world) => {
      await otherDoes(world, "create");
      await viewerDid(world, "update");
      await openProfile(world, "friends");
    },
    "friendship.none — friend.request → friendship.saving": press("request", "outgoing"),
    "friendship.outgoing — friend.withdraw → friendship.saving": press("withdraw", "none"),
    "friendship.subscribed — friend.withdraw → friendship.saving": press("unsubscribe", "none"),
    "friendship.incoming — friend.accept → friendship.saving": press("accept", "friends"),
    "friendship.incoming — friend.refuse → friendship.saving": press("refuse", "none"),
    "friendship.friends — friend.end → friendship.saving": press("end", "none"),
    "friendship.saving — готово: change → friendship.settling": async (world) => {
      await world.gate?.release();
      world.expected = world.afterSave ?? world.expected;
    },
    // Dropped on its way: the viewer stays where they were, and is told why.
    "friendship.saving — ошибка: change → friendship.settling": async (world) => {
      await world.gate?.fail();
      await expect(region(world).getByRole("alert")).toContainText("Нет связи с сервером");
    },
    "friendship.none — friend.changed → friendship.settling": otherActs("create", "incoming"),
    // Refused by the other, live: the request no longer looks pending (issue 28 §4).
    "friendship.outgoing — friend.changed → friendship.settling": otherActs("rejected", "subscribed"),
    // The refuser changes their mind: accepting the refused request makes them friends.
    "friendship.subscribed — friend.changed → friendship.settling": otherActs("update", "friends"),
    "friendship.incoming — friend.changed → friendship.settling": otherActs("rejected", "none"),
    // Ended by the other: the viewer stays their subscriber.
    "friendship.friends — friend.changed → friendship.settling": otherActs("ended", "subscribed"),
  },
  notFromUi: {},
};

const { paths, gaps } = uiPaths(model);

test("the friendship model maps every transition of its plan to the page", () => {
  expect(gaps).toEqual([]);
});

for (const path of paths) {
  test(`friendship on a profile: ${path.transition}`, async ({ browser }) => {
    const viewer = await memberPage(browser, "Зритель Дружбы");
    const otherContext = await browser.newContext();
    const other = {
      request: otherContext.request,
      member: await becomeMember(otherContext.request, "Другой Участник"),
    };
    const world: World = { viewer, other, expected: "none", afterSave: null, gate: null };
    await walk(model, world, path);
    await viewer.page.context().close();
    await otherContext.close();
  });
}
