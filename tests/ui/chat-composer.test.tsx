// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, type EventObject, fromCallback, fromPromise } from "xstate";
import {
  type ChatPage,
  chatMachine,
  type LoadChatInput,
  type SendInput,
} from "../../src/machines/messenger/chat.machine";
import { Composer } from "../../src/ui/pages/messenger/composer";

afterEach(cleanup);

const png = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe("the composer's files (issue 28 §7)", () => {
  it("says at once which picked file will not go and why, and sends the others", async () => {
    const sent: SendInput[] = [];
    const chat = createActor(
      chatMachine.provide({
        actors: {
          loadChat: fromPromise<ChatPage, LoadChatInput>(() => new Promise(() => {})),
          sendMessage: fromCallback<EventObject, SendInput>(({ input }) => {
            sent.push(input);
          }),
        },
      }),
      { input: { chatId: 1, selfId: 7 } },
    ).start();
    const { container } = render(
      <MantineProvider>
        <Composer chat={chat} />
      </MantineProvider>,
    );
    const picker = container.querySelector("input[type=file]") as HTMLInputElement;
    const photo = new File([png], "закат.png", { type: "image/png" });
    const binary = new File([new Uint8Array(3000).fill(0xfe)], "big.bin", {
      type: "application/octet-stream",
    });
    Object.defineProperty(picker, "files", { configurable: true, value: [photo, binary] });
    fireEvent.change(picker);

    const said = await screen.findByRole("alert");
    expect(said.textContent).toContain("Эти файлы не будут отправлены");
    expect(said.textContent).toContain("«big.bin» — такой тип файлов не принимается");
    expect(
      [...container.querySelectorAll("[data-file-preview]")].map((p) => p.getAttribute("data-file-preview")),
    ).toEqual(["закат.png"]);
    fireEvent.click(screen.getByRole("button", { name: "Отправить" }));
    expect(sent.map((input) => input.attachments.map((file) => file.name))).toEqual([["закат.png"]]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
