// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NEVER } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromEventObservable, fromPromise } from "xstate";
import type { Chat, ChatCandidate } from "../../src/api/schema/chat";
import { pagedListOf } from "../../src/machines/lib/paged-list.machine";
import type { MessengerSignal } from "../../src/machines/messenger/chat.machine";
import { chatListMachine, type Page } from "../../src/machines/messenger/chat-list.machine";
import { selectGroup } from "../../src/machines/messenger/chat-list.selectors";
import { ChatListPane } from "../../src/ui/pages/messenger/chat-list-pane";

afterEach(cleanup);

const found: ChatCandidate[] = [
  { id: 2, name: "Анна Открытая", avatar: "/a.png" },
  { id: 3, name: "Борис Для Друзей", avatar: "/b.png", accepts: "friends" },
  { id: 4, name: "Вера Закрытая", avatar: "/c.png", accepts: "nobody" },
];

/** The real chat list with the search answering `found`, drawn as the messenger page draws it. */
function pane() {
  const started: number[] = [];
  const list = createActor(
    chatListMachine.provide({
      actors: {
        chats: pagedListOf<Chat>(async () => ({ count: 0, rows: [] })),
        searchUsers: fromPromise<Page<ChatCandidate>, { query: string }>(async () => ({
          count: found.length,
          rows: found,
        })),
        createChat: fromPromise<Chat, { memberIds: ReadonlyArray<number> }>(() => new Promise(() => {})),
        events: fromEventObservable<MessengerSignal, void>(() => NEVER),
      },
    }),
    { input: { selfId: 1, searchDelayMs: 0 } },
  ).start();
  render(
    <MantineProvider>
      <ChatListPane list={list} selfId={1} onOpen={() => {}} onStart={(id) => started.push(id)} />
    </MantineProvider>,
  );
  return { list, started };
}

describe("the search of members in the messenger (issue 28 §6)", () => {
  it("marks members whose privacy leaves the member out, says why, and does not let them be picked or written to", async () => {
    const { list, started } = pane();
    fireEvent.click(screen.getByRole("button", { name: "Новая группа" }));
    fireEvent.change(screen.getByRole("searchbox", { name: "Найти участника" }), { target: { value: "а" } });
    const boris = await screen.findByRole("button", { name: "Отметить: Борис Для Друзей" });
    expect(boris.getAttribute("aria-disabled")).toBe("true");
    expect(boris.getAttribute("aria-describedby")).toBeTruthy();
    const note = document.getElementById(boris.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe("Принимает сообщения только от друзей");
    const vera = screen.getByRole("button", { name: "Отметить: Вера Закрытая" });
    expect(vera.textContent).toContain("Не принимает личные сообщения");
    const anna = screen.getByRole("button", { name: "Отметить: Анна Открытая" });
    expect(anna.getAttribute("aria-disabled")).toBeNull();

    for (const button of [boris, vera, anna]) act(() => fireEvent.click(button));
    expect(selectGroup(list.getSnapshot())?.map((member) => member.id)).toEqual([2]);
    // Even sent straight to the machine, a closed member is not picked.
    act(() => list.send({ type: "group.toggle", user: found[1] as ChatCandidate }));
    expect(selectGroup(list.getSnapshot())?.map((member) => member.id)).toEqual([2]);

    // Outside a group, a closed member is not written to either.
    fireEvent.click(screen.getByRole("button", { name: "Отмена" }));
    fireEvent.change(screen.getByRole("searchbox", { name: "Найти участника" }), { target: { value: "р" } });
    const closed = await screen.findByRole("button", { name: "Написать: Борис Для Друзей" });
    act(() => fireEvent.click(closed));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Написать: Анна Открытая" })));
    expect(started).toEqual([2]);
  });
});
