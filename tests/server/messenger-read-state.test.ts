// @vitest-environment node
// The read position of a chat only moves forward (src/server/messenger/read-state.ts).
import { describe, expect, it } from "vitest";
import { createMember } from "./helpers/accounts";
import { calls, urlencoded } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("the read position on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);

  it("never moves back: marking an older message read after a newer one leaves the newer ones read", async () => {
    const anna = await createMember(ctx().database.db, { name: "Анна" });
    const boris = await createMember(ctx().database.db, { name: "Борис" });
    const chat = await api.createChat(anna, [boris.id]);
    const first = await api.sent(anna, chat.id, "Раз");
    await api.sent(anna, chat.id, "Два");
    const third = await api.sent(anna, chat.id, "Три");
    const unread = async () => (await api.inject("GET", "/api/chats/newmessages", boris)).json().unread;
    const readUpTo = (id: number) =>
      api.inject("PUT", `/api/messenger/chat/${chat.id}`, boris, urlencoded([["upToId", String(id)]]));
    expect(await unread()).toBe(3);
    expect((await readUpTo(third.id)).statusCode).toBe(200);
    expect(await unread()).toBe(0);
    // An older page seen again (another tab, a late request): nothing becomes unread.
    expect((await readUpTo(first.id)).statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });
});
