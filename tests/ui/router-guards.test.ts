// @vitest-environment happy-dom
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../src/api/schema/account";
import { profileAreas, profileAreasFor } from "../../src/ui/components/nav-items";
import { createPositionMemory } from "../../src/ui/routes/-guards/save-position";
import { routeTree } from "../../src/ui/routeTree.gen";
import { type SessionActor, sessionHandle } from "../../src/ui/session/handle";
import { revalidateOnSessionChange } from "../../src/ui/session/revalidate";
import { deferred, member, stubSession, unauthorized } from "../helpers/session";

// The guards as the app wires them: the real route tree (root waits for the check, each route's
// beforeLoad names its guards), a real session actor answering as given, an in-memory history.

async function open(href: string, user: SessionUser | null) {
  const session = stubSession({
    checkToken: async () => {
      await new Promise((resolve) => setTimeout(resolve, 30)); // the first page must wait for this
      if (!user) throw unauthorized;
      return user;
    },
  });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: {
      session: sessionHandle(session),
      findProfile: async (id) => member(id, [2, 7]),
      positions: createPositionMemory(),
    },
  });
  await router.load();
  return { router, session, at: () => router.state.location.href };
}

const login = (href: string) => `/auth?page=auth&redirect=${encodeURIComponent(href)}`;

describe("guards in the real route tree", () => {
  it.each([
    ["/profile/2/chat", null, login("/profile/2/chat")],
    ["/profile/2/chat?user=3", member(5, [2]), "/"],
    ["/profile/5/chat", member(5, [2]), "/profile/5/chat"],
    ["/profile/2/settings", member(5, [2]), "/"],
    ["/profile/2/notifications/new", member(5, [2]), "/"],
    ["/profile/2/finances/courses", member(5, [2]), "/"],
    ["/profile/2/publications/posts", member(5, [2]), "/"],
    // One guard on the publications layout covers every tab, the index included.
    ["/profile/2/publications", member(5, [2]), "/"],
    ["/profile/2/publications/management", null, login("/profile/2/publications/management")],
    ["/profile/5/publications/subscribers", member(5, [2]), "/profile/5/publications/subscribers"],
    ["/profile/5/digests", member(5, [2]), "/"],
    ["/profile/5/digests", member(5, [2, 7]), "/profile/5/digests"],
    ["/profile/2/friends", null, login("/profile/2/friends")],
    ["/profile/2/friends", member(5, [2]), "/profile/2/friends"],
    ["/profile/2", null, "/profile/2"],
    ["/profile/2?type=edit", member(5, [2]), "/"],
    ["/profile/5?type=edit", member(5, [2]), "/profile/5?type=edit"],
    ["/admin", null, login("/admin")],
    ["/admin/users/wards", member(5, [2]), "/"],
    ["/admin/finance", member(1, [1, 2]), "/admin/finance"],
    ["/admin/results/senators", member(5, [2, 7]), "/"],
    ["/auth", member(5, [2]), "/profile/5"],
    ["/auth?page=auth&redirect=%2Fprofile%2F5%2Fchat", member(5, [2]), "/profile/5/chat"],
    ["/auth?page=auth", null, "/auth?page=auth"],
    ["/welcome", null, login("/welcome")],
    ["/visio/settings", null, login("/visio/settings")],
    ["/channels/settings", member(5, [2]), "/channels/settings"],
    ["/profile/2/media/9", null, login("/profile/2/media/9")],
  ] as const)("%s as %j → %s", async (href, user, expected) => {
    const { at } = await open(href, user);
    expect(at()).toBe(expected);
  });

  it.each([
    "",
    "/posts",
    "/visio",
    "/records",
    "/articles",
    "/resources",
    "/management",
    "/photo-video",
    "/subscribers",
  ])(
    "the publications tab %j is the owner's only: another member lands on /, a visitor on /auth",
    async (tab) => {
      const href = `/profile/2/publications${tab}`;
      expect((await open(href, member(5, [2]))).at()).toBe("/");
      expect((await open(href, null)).at()).toBe(login(href));
      expect((await open(href, member(2, [2]))).at()).toBe(href);
    },
  );

  it.each([
    [member(5, [2]), "/profile/5/settings"],
    [null, login("/profile/5/settings")],
  ])(
    "the first page waits for the session's chunk to arrive, then for its check (%j)",
    async (user, expected) => {
      const arrival = deferred<SessionActor>();
      const router = createRouter({
        routeTree,
        history: createMemoryHistory({ initialEntries: ["/profile/5/settings"] }),
        context: {
          session: sessionHandle(arrival.promise),
          findProfile: async () => null,
          positions: createPositionMemory(),
        },
      });
      let loaded = false;
      const loading = router.load().then(() => (loaded = true));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(loaded).toBe(false);
      expect(
        router.state.matches.some((m) => m.routeId === "/profile/$id/settings" && m.status === "success"),
      ).toBe(false);
      arrival.resolve(stubSession({ checkToken: async () => user ?? Promise.reject(unauthorized) }));
      await loading;
      expect(router.state.location.href).toBe(expected);
    },
  );

  // Issue 28: the profile's tabs are the areas its viewer may open — a visitor the profile alone, another
  // member what members may, the owner everything (digests with role 7) — exactly as the guards let them in.
  it.each([
    ["a visitor", null],
    ["another member", member(5, [2])],
    ["the owner", member(2, [2])],
    ["the owner, a digest author", member(2, [2, 7])],
  ] as const)("the profile's tabs for %s are the areas the guards let them open", async (_, viewer) => {
    const offered = profileAreasFor(viewer, 2);
    if (!viewer) expect(offered).toEqual(["/profile/$id"]);
    for (const area of profileAreas) {
      const href = area.replace("$id", "2");
      expect((await open(href, viewer)).at() === href, href).toBe(offered.includes(area));
    }
  });

  it("a malformed verification link opens its page (which explains it), not the 404 screen", async () => {
    const { router } = await open("/reg/verify-abc123", null);
    expect(router.state.matches.map((m) => m.status)).not.toContain("notFound");
    expect(router.state.matches.at(-1)?.routeId).toBe("/reg/verify-{$code}");
  });

  it("logging out on an owner-only page leaves it for /auth; logging in again comes back", async () => {
    const { router, session, at } = await open("/profile/5/settings", member(5, [2]));
    const stop = revalidateOnSessionChange(router, session);
    expect(at()).toBe("/profile/5/settings");
    session.send({ type: "session.logout" });
    await expect.poll(at).toBe(login("/profile/5/settings"));
    session.send({ type: "session.signedIn", user: member(5, [2]) });
    await expect.poll(at).toBe("/profile/5/settings");
    stop();
  });
});
