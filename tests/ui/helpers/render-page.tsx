import { MantineProvider } from "@mantine/core";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { AuthResult, SessionUser } from "../../../src/api/schema/account";
import { appDialogs, DialogHost } from "../../../src/ui/app/dialogs";
import { DialogsContext } from "../../../src/ui/components/dialogs/dialogs-port";
import type { RouterContext } from "../../../src/ui/routes/-guards/context";
import { createPositionMemory } from "../../../src/ui/routes/-guards/save-position";
import { type SessionActor, sessionHandle } from "../../../src/ui/session/handle";
import { settled, stubSession, unauthorized } from "../../helpers/session";

export { deferred } from "../../helpers/session";

export const anna: SessionUser = {
  id: 7,
  name: "Анна Смирнова",
  avatar: "/api/avatars/7.svg",
  roles: [{ id: 2, name: "Участник" }],
  createdAt: "2026-03-12T10:00:00.000Z",
  email: "anna@mail.ru",
  emailVerified: true,
  phone: null,
  phoneVerified: false,
  referralCode: "anna-ref",
  pendingEmail: null,
};

/** A real session machine: logged in as `user` (or anonymous), its login answering as `login` says. */
export async function testSession(
  user: SessionUser | null,
  login?: () => Promise<AuthResult>,
  verify?: (code: string) => Promise<AuthResult>,
) {
  const calls = { login: 0, verify: [] as string[] };
  const session = stubSession({
    checkToken: async () => user ?? Promise.reject(unauthorized),
    login: async () => {
      calls.login++;
      if (!login) throw new Error("login was not expected");
      return login();
    },
    verify: async ({ code }) => {
      calls.verify.push(code);
      if (!verify) throw new Error("verify was not expected");
      return verify(code);
    },
  });
  await settled(session);
  return { session, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Every request the page makes, answered by `answer` (by path); the test reads `requests` to prove that
 * invalid input never left the browser.
 */
export function stubFetch(
  answer: (path: string, init: RequestInit | undefined) => Promise<Response> | Response,
) {
  const requests: Array<{ path: string; method: string; body: unknown }> = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const path = String(input);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    requests.push({ path, method: init?.method ?? "GET", body });
    return answer(path, init);
  });
  return { requests, spy };
}

/**
 * Renders one page inside a router whose context holds the given session, as the app does; `others` are
 * pages at other paths the page may lead to (by default anywhere else is a placeholder).
 */
export async function renderPage(
  page: () => ReactNode,
  session: SessionActor,
  others: Readonly<Record<string, () => ReactNode>> = {},
) {
  const root = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
  const only = createRoute({ getParentRoute: () => root, path: "/", component: page });
  const more = Object.entries(others).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
  );
  const router = createRouter({
    routeTree: root.addChildren([only, ...more]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    // Pages navigate away (after a login, a deletion…): anywhere else is this placeholder.
    defaultNotFoundComponent: () => <p>elsewhere</p>,
    context: {
      session: sessionHandle(session),
      findProfile: async () => {
        throw new Error("not used");
      },
      positions: createPositionMemory(),
    },
  });
  await router.load();
  const view = render(
    <MantineProvider>
      {/* The app's one dialog, as the shell provides it: a page's confirmations open there. */}
      <DialogsContext value={appDialogs}>
        <RouterProvider router={router as never} />
        <DialogHost />
      </DialogsContext>
    </MantineProvider>,
  );
  return { ...view, router };
}
