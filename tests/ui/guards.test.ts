import { readFileSync } from "node:fs";
import { isNotFound, isRedirect, type ParsedLocation } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import type { AuthResult, SessionUser } from "../../src/api/schema/account";
import type { PublicUser } from "../../src/api/schema/user";
import {
  adminOnly,
  adminResultGuard,
  digestsRole7,
  editOwnerOnly,
  financeGuard,
  type Guard,
  type GuardContext,
  guard,
  guestOnly,
  ownerOnly,
  requireAuth,
  savePosition,
  verifyGuard,
} from "../../src/ui/routes/-guards/guards";
import { createPositionMemory, type Viewport } from "../../src/ui/routes/-guards/save-position";
import { sessionHandle } from "../../src/ui/session/handle";
import { deferred, member, offline, stubSession, unauthorized } from "../helpers/session";

// People of the table. Ids are the profile ids of the pages below.
const OWNER = 5;
const owner = member(OWNER, [2]);
const other = member(6, [2]);
const admin = member(1, [1, 2]);
const author = member(OWNER, [2, 7]); // the owner, a digest author
const otherAuthor = member(6, [2, 7]);
type Who = "anonymous" | "owner" | "other" | "admin" | "author" | "otherAuthor";
const people: Record<Exclude<Who, "anonymous">, SessionUser> = { owner, other, admin, author, otherAuthor };

/** A real session actor whose token check answers as `who` (after `delay` when given). */
function sessionOf(who: Who, delay?: Promise<void>) {
  return stubSession({
    checkToken: async () => {
      await delay;
      if (who === "anonymous") throw unauthorized;
      return people[who];
    },
  });
}

/** The server's public cards, for the digests rule. */
function profilesWith(cards: Record<number, readonly number[]>) {
  const asked: number[] = [];
  const findProfile = async (id: number): Promise<PublicUser | null> => {
    asked.push(id);
    const roleIds = cards[id];
    if (!roleIds) return null;
    const { name, avatar, roles, createdAt } = member(id, roleIds);
    return { id, name, avatar, roles, createdAt };
  };
  return { asked, findProfile };
}

function location(href: string): ParsedLocation {
  const url = new URL(href, "http://mir.test");
  return {
    href,
    pathname: url.pathname,
    search: Object.fromEntries(url.searchParams),
    searchStr: url.search,
    hash: "",
    state: { __TSR_index: 0 },
    publicHref: href,
    external: false,
  } as ParsedLocation;
}

interface Visit {
  who: Who;
  href: string;
  params?: Record<string, unknown>;
  search?: unknown;
  cards?: Record<number, readonly number[]>;
  preload?: boolean;
}

function contextOf(visit: Visit, session = sessionOf(visit.who)) {
  const profiles = profilesWith(visit.cards ?? { [OWNER]: [2, 7], 6: [2, 7] });
  const positions = createPositionMemory(fakeViewport().viewport);
  const ctx: GuardContext = {
    context: { session: sessionHandle(session), findProfile: profiles.findProfile, positions },
    location: location(visit.href),
    params: visit.params ?? {},
    search: visit.search ?? {},
    preload: visit.preload ?? false,
    abortController: new AbortController(),
  };
  return { ctx, profiles, positions };
}

/** What a guard decided: "pass", a redirect target, or "404". */
async function outcome(g: Guard, visit: Visit): Promise<unknown> {
  try {
    await g(contextOf(visit).ctx);
    return "pass";
  } catch (thrown) {
    if (isNotFound(thrown)) return "404";
    if (isRedirect(thrown)) {
      const { to, href, params, search, replace } = thrown.options as Record<string, unknown>;
      expect(replace).toBe(true); // Back must not bounce into the refused page again
      if (href) return href;
      return JSON.parse(JSON.stringify({ to, params, search }));
    }
    throw thrown;
  }
}

const toLogin = (href: string) => ({ to: "/auth", search: { page: "auth", redirect: href } });
const toHome = { to: "/" };

describe("requireAuth: profile routes other than /profile/{id}, /welcome, /visio/settings, /channels/settings", () => {
  it.each([
    ["anonymous", "/profile/5/friends", toLogin("/profile/5/friends")],
    ["anonymous", "/welcome", toLogin("/welcome")],
    ["anonymous", "/visio/settings", toLogin("/visio/settings")],
    ["anonymous", "/channels/settings?tab=1", toLogin("/channels/settings?tab=1")],
    ["owner", "/profile/5/friends", "pass"],
    ["other", "/profile/5/friends", "pass"],
    ["admin", "/welcome", "pass"],
  ] as const)("%s on %s → %j", async (who, href, expected) => {
    expect(await outcome(requireAuth, { who, href })).toEqual(expected);
  });
});

const ownerPages = [
  "digests",
  "finances",
  "finances/courses",
  "finances/applications",
  "notifications/new",
  "notifications/archive",
  "chat",
  "settings",
  "interests",
  "feed",
  "favorites",
  "publications",
  "publications/posts",
  "publications/management",
  "accounts",
];

describe("ownerOnly: the owner's own sub-pages", () => {
  for (const page of ownerPages) {
    const href = `/profile/5/${page}`;
    it.each([
      ["anonymous", toLogin(href)],
      ["owner", "pass"],
      ["other", toHome],
      ["admin", toHome],
    ] as const)(`%s on ${href} → %j`, async (who, expected) => {
      expect(await outcome(guard(requireAuth, ownerOnly), { who, href, params: { id: OWNER } })).toEqual(
        expected,
      );
    });
  }

  it("alone, it sends a visitor to log in as well", async () => {
    expect(
      await outcome(ownerOnly, { who: "anonymous", href: "/profile/5/chat", params: { id: OWNER } }),
    ).toEqual(toLogin("/profile/5/chat"));
  });

  it("reads an id param that is still a string", async () => {
    expect(await outcome(ownerOnly, { who: "owner", href: "/profile/5/chat", params: { id: "5" } })).toBe(
      "pass",
    );
  });
});

describe("digestsRole7: role 7 for the member and for the viewed profile", () => {
  const href = "/profile/5/digests";
  const digests = guard(requireAuth, ownerOnly, digestsRole7); // as the route names them
  it.each([
    ["anonymous", { 5: [2, 7] }, toLogin(href)],
    ["owner", { 5: [2, 7] }, toHome], // the member has no role 7
    ["other", { 5: [2, 7] }, toHome],
    ["otherAuthor", { 5: [2, 7] }, toHome], // an author, but not the owner
    ["admin", { 5: [2, 7] }, toHome],
    ["author", { 5: [2] }, toHome], // the server no longer gives the profile role 7
    ["author", { 5: [2, 7] }, "pass"],
    ["author", {}, "404"], // the profile is gone
  ] as const)("%s with the server's roles %j → %j", async (who, cards, expected) => {
    expect(await outcome(digests, { who, href, params: { id: OWNER }, cards })).toEqual(expected);
  });

  it("alone, it checks the viewed profile, not only the member", async () => {
    expect(
      await outcome(digestsRole7, { who: "otherAuthor", href, params: { id: OWNER }, cards: { 5: [2] } }),
    ).toEqual(toHome);
    expect(
      await outcome(digestsRole7, { who: "otherAuthor", href, params: { id: OWNER }, cards: { 5: [7] } }),
    ).toBe("pass");
  });

  it("asks the server for the viewed profile on a visit, not on a preload", async () => {
    const visit = { who: "author" as const, href, params: { id: OWNER } };
    const real = contextOf(visit);
    await digestsRole7(real.ctx);
    expect(real.profiles.asked).toEqual([OWNER]);
    const preload = contextOf({ ...visit, preload: true });
    await digestsRole7(preload.ctx);
    expect(preload.profiles.asked).toEqual([]);
  });

  it("does not ask the server at all for a member without role 7", async () => {
    const { ctx, profiles } = contextOf({ who: "owner", href, params: { id: OWNER } });
    await expect(digestsRole7(ctx)).rejects.toSatisfy(isRedirect);
    expect(profiles.asked).toEqual([]);
  });
});

describe("editOwnerOnly: /profile/{id}?type=edit", () => {
  const edit = { type: "edit" };
  it.each([
    ["anonymous", {}, "pass"], // the public profile
    ["other", {}, "pass"],
    ["anonymous", edit, toLogin("/profile/5?type=edit")],
    ["owner", edit, "pass"],
    ["other", edit, toHome],
    ["admin", edit, toHome],
  ] as const)("%s with search %j → %j", async (who, search, expected) => {
    const href = "type" in search ? "/profile/5?type=edit" : "/profile/5";
    expect(await outcome(editOwnerOnly, { who, href, search, params: { id: OWNER } })).toEqual(expected);
  });
});

describe("admin guards: /admin and below, /admin/finance, /admin/results pages", () => {
  for (const [name, g, href] of [
    ["adminOnly", adminOnly, "/admin/users"],
    ["financeGuard", financeGuard, "/admin/finance"],
    ["adminResultGuard", adminResultGuard, "/admin/results/points"],
  ] as const) {
    it.each([
      ["anonymous", toLogin(href)],
      ["owner", toHome],
      ["author", toHome],
      ["admin", "pass"],
    ] as const)(`${name}: %s on ${href} → %j`, async (who, expected) => {
      expect(await outcome(g, { who, href })).toEqual(expected);
    });
  }

  it("a check that failed (server unreachable) counts as no token → /auth", async () => {
    const unreachable = stubSession({ checkToken: () => Promise.reject(offline) });
    const { ctx } = contextOf({ who: "anonymous", href: "/admin" }, unreachable);
    await expect(adminOnly(ctx)).rejects.toSatisfy(
      (r) => isRedirect(r) && (r.options as { to?: string }).to === "/auth",
    );
  });
});

describe("verifyGuard: /reg/verify-{code}", () => {
  // Every link reaches its page, which says what is wrong with it and offers a new letter (issue 28).
  it.each([
    ["A1b2C3d4E5f6G7h8", "pass"],
    ["x".repeat(128), "pass"],
    ["short", "pass"],
    ["abc123", "pass"],
    ["x".repeat(129), "pass"],
    ["has spaces in it ok?", "pass"],
    ["", "pass"],
  ])("%j → %s", async (code, expected) => {
    expect(
      await outcome(verifyGuard, { who: "anonymous", href: `/reg/verify-${code}`, params: { code } }),
    ).toBe(expected);
  });
});

describe("guestOnly: /auth and registration", () => {
  it.each([
    ["anonymous", "/auth?page=auth", "pass"],
    ["owner", "/auth", { to: "/profile/$id", params: { id: OWNER } }],
    ["admin", "/auth?page=reg", { to: "/profile/$id", params: { id: 1 } }],
    ["owner", "/auth?page=auth&redirect=%2Fprofile%2F5%2Fchat%3Fuser%3D6", "/profile/5/chat?user=6"],
    ["owner", "/auth?redirect=%2F%2Fevil.example", { to: "/profile/$id", params: { id: OWNER } }],
    ["owner", "/auth?redirect=https%3A%2F%2Fevil.example", { to: "/profile/$id", params: { id: OWNER } }],
    ["owner", "/auth?redirect=%2Fauth%3Fpage%3Dauth", { to: "/profile/$id", params: { id: OWNER } }],
    // A tab is dropped by browsers: `/<tab>/evil.example` would open //evil.example (see safeRedirect).
    ["owner", "/auth?redirect=%2F%09%2Fevil.example", { to: "/profile/$id", params: { id: OWNER } }],
  ] as const)("%s on %s → %j", async (who, href, expected) => {
    expect(await outcome(guestOnly, { who, href })).toEqual(expected);
  });
});

describe("guards wait for the session", () => {
  it("decide only once a slow check has answered", async () => {
    const check = deferred();
    const session = sessionOf("other", check.promise);
    const { ctx } = contextOf({ who: "other", href: "/profile/5/chat", params: { id: OWNER } }, session);
    let decided: unknown = "undecided";
    const running = Promise.resolve(ownerOnly(ctx)).then(
      () => (decided = "pass"),
      (r: unknown) => (decided = r),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(decided).toBe("undecided");
    check.resolve();
    await running;
    expect(isRedirect(decided) && (decided.options as { to?: string }).to).toBe("/");
  });

  it("wait for a login in flight instead of judging a half-known visitor", async () => {
    const login = deferred<AuthResult>();
    const session = stubSession({ login: () => login.promise });
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.send({ type: "session.login", email: "a@mir.test", password: "длинный пароль" });
    const { ctx } = contextOf({ who: "owner", href: "/profile/5/chat", params: { id: OWNER } }, session);
    const running = ownerOnly(ctx);
    login.resolve({ user: owner, accessToken: "t" });
    await expect(running).resolves.toBeUndefined();
  });
});

/** A page that scrolls by hand: its height can grow while the test runs. */
function fakeViewport(height = 10_000) {
  const frames: Array<() => void> = [];
  const state = { y: 0, max: height, scrolls: [] as number[], anchoring: true };
  const viewport: Viewport = {
    scrollY: () => state.y,
    maxScrollY: () => state.max,
    scrollTo: (y) => {
      state.y = Math.min(y, state.max);
      state.scrolls.push(y);
    },
    nextFrame: (run) => void frames.push(run),
    anchoring: (on) => {
      state.anchoring = on;
    },
  };
  const flush = () => {
    for (let i = 0; i < 500 && frames.length; i++) frames.shift()?.();
  };
  return { viewport, state, flush, frames };
}

describe("savePosition: back from a viewer, the list is where the reader left it", () => {
  function setup(height?: number) {
    const page = fakeViewport(height);
    const memory = createPositionMemory(page.viewport);
    const enter = (href: string, preload = false) =>
      savePosition({
        context: {
          session: sessionHandle(sessionOf("anonymous")),
          findProfile: profilesWith({}).findProfile,
          positions: memory,
        },
        location: location(href),
        params: {},
        search: {},
        preload,
        abortController: new AbortController(),
      });
    return { ...page, memory, enter };
  }

  it("restores the list's scroll position on return (Back or the close link)", () => {
    const { memory, enter, state, flush } = setup();
    memory.rendered(undefined, "/blogs", "/blogs");
    state.y = 2400;
    enter("/blogs/1/post/2");
    expect(memory.saved()).toEqual({ href: "/blogs", route: "/blogs", scrollY: 2400 });
    memory.rendered("/blogs", "/blogs/1/post/2", "/blogs/$id/post/$postId");
    state.y = 0; // the router scrolls the viewer to its top
    memory.rendered("/blogs/1/post/2", "/blogs", "/blogs");
    flush();
    expect(state.y).toBe(2400);
    expect(memory.saved()).toBeNull();
    // Rows arriving now must not move the page: the browser's anchoring is off on the returned list…
    expect(state.anchoring).toBe(false);
    // … and on again on the next page.
    memory.rendered("/blogs", "/news", "/news");
    expect(state.anchoring).toBe(true);
  });

  it("keeps the list across viewer → viewer (the next post) and returns to it", () => {
    const { memory, enter, state, flush } = setup();
    memory.rendered(undefined, "/digests", "/digests");
    state.y = 900;
    enter("/digests/1/post/2");
    memory.rendered("/digests", "/digests/1/post/2", "/digests/$id/post/$postId");
    state.y = 300; // scrolled inside the first post
    enter("/digests/1/post/3");
    memory.rendered("/digests/1/post/2", "/digests/1/post/3", "/digests/$id/post/$postId");
    expect(memory.saved()?.scrollY).toBe(900);
    memory.rendered("/digests/1/post/3", "/digests", "/digests");
    flush();
    expect(state.y).toBe(900);
  });

  it("keeps trying while the list is still too short, then stops", () => {
    const { memory, enter, state, frames } = setup();
    memory.rendered(undefined, "/", "/");
    state.y = 5000;
    enter("/visio/7");
    memory.rendered("/", "/visio/7", "/visio/$id");
    state.max = 800; // the list's rows are not back yet
    state.y = 0;
    memory.rendered("/visio/7", "/", "/");
    for (let i = 0; i < 5; i++) frames.shift()?.();
    expect(state.y).toBe(800);
    state.max = 10_000; // the rows arrived
    frames.shift()?.();
    expect(state.y).toBe(5000);
    expect(frames).toHaveLength(0);
  });

  it("forgets the list when the reader goes elsewhere from the viewer", () => {
    const { memory, enter, state, flush } = setup();
    memory.rendered(undefined, "/channels", "/channels");
    state.y = 700;
    enter("/channels/4/post/5");
    memory.rendered("/channels", "/channels/4/post/5", "/channels/$id/post/$postId");
    state.y = 0;
    memory.rendered("/channels/4/post/5", "/news", "/news");
    flush();
    expect(state.y).toBe(0);
    expect(memory.saved()).toBeNull();
  });

  it("does nothing on a preload (a hovered link) or for a viewer opened directly", () => {
    const { memory, enter, state } = setup();
    memory.rendered(undefined, "/blogs", "/blogs");
    state.y = 100;
    enter("/blogs/1/post/2", true);
    expect(memory.saved()).toBeNull();
    const direct = setup();
    direct.enter("/blogs/1/post/2"); // the first page of the visit
    expect(direct.memory.saved()).toBeNull();
  });

  it("tells the close link when the list changes", () => {
    const { memory, enter } = setup();
    let calls = 0;
    const stop = memory.subscribe(() => calls++);
    memory.rendered(undefined, "/blogs", "/blogs");
    enter("/blogs/1/post/2");
    memory.rendered("/blogs", "/blogs/1/post/2", "/blogs/$id/post/$postId");
    memory.rendered("/blogs/1/post/2", "/blogs", "/blogs");
    stop();
    expect(calls).toBe(2);
  });
});

/** The guards each route names in its `beforeLoad` (the table of spec §6 as wired). */
function guardsOf(file: string): string[] {
  const source = readFileSync(new URL(`../../src/ui/routes/${file}`, import.meta.url), "utf8");
  const line = source.match(/beforeLoad: guard\(([^)]*)\)/)?.[1];
  return line ? line.split(",").map((s) => s.trim()) : [];
}

describe("every route of spec §6 names its guards", () => {
  const ownerOnlyFiles = [
    "profile/$id/finances/route.tsx",
    "profile/$id/notifications/route.tsx",
    "profile/$id/chat.tsx",
    "profile/$id/settings.tsx",
    "profile/$id/interests.tsx",
    "profile/$id/feed.tsx",
    "profile/$id/favorites.tsx",
    "profile/$id/accounts.tsx",
    // One guard on the layout for all nine tabs (tests/ui/router-guards.test.ts opens each of them).
    "profile/$id/publications/route.tsx",
  ];
  it.each(ownerOnlyFiles)("%s: requireAuth, ownerOnly", (file) => {
    expect(guardsOf(file)).toEqual(["requireAuth", "ownerOnly"]);
  });

  it("profile digests: requireAuth, ownerOnly, digestsRole7", () => {
    expect(guardsOf("profile/$id/digests.tsx")).toEqual(["requireAuth", "ownerOnly", "digestsRole7"]);
  });

  it.each([
    "teams",
    "friends",
    "channels",
    "referrals",
    "resources",
    "classifieds",
    "photo-video",
    "sponsorship",
    "subscribers",
    "achievements",
    "subscriptions",
    "blogosphere",
  ])("profile/$id/%s: requireAuth", (page) => {
    expect(guardsOf(`profile/$id/${page}.tsx`)).toEqual(["requireAuth"]);
  });

  it.each([
    ["profile/$id/index.tsx", ["editOwnerOnly"]],
    ["admin/route.tsx", ["adminOnly"]],
    ["admin/finance.tsx", ["financeGuard"]],
    ["admin/results/index.tsx", ["adminResultGuard"]],
    ["admin/results/points.tsx", ["adminResultGuard"]],
    ["admin/results/partners.tsx", ["adminResultGuard"]],
    ["admin/results/senators.tsx", ["adminResultGuard"]],
    ["admin/results/referrals.tsx", ["adminResultGuard"]],
    ["reg/verify-{$code}.tsx", ["verifyGuard"]],
    ["auth.tsx", ["guestOnly"]],
    ["welcome.tsx", ["requireAuth"]],
    ["visio/settings.tsx", ["requireAuth"]],
    ["channels/settings.tsx", ["requireAuth"]],
    ["_viewer/visio/$id.tsx", ["savePosition"]],
    ["_viewer/blogs/$id/post/$postId.tsx", ["savePosition"]],
    ["_viewer/digests/$id/post/$postId.tsx", ["savePosition"]],
    ["_viewer/channels/$id/post/$postId.tsx", ["savePosition"]],
    ["_viewer/blogosphere/$id/post/$postId.tsx", ["savePosition"]],
    ["_viewer/profile/$id/media/$mediaId.tsx", ["requireAuth", "savePosition"]],
  ])("%s: %j", (file, expected) => {
    expect(guardsOf(file)).toEqual(expected);
  });
});
