// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SendInput } from "../../src/machines/messenger/chat.machine";
import { ToastArea } from "../../src/ui/app/toast-area";
import { toastUploads } from "../../src/ui/app/wiring/messenger-uploads";

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

const photo: SendInput = {
  chatId: 1,
  localId: "a",
  content: "",
  attachments: [new File(["png"], "закат.png", { type: "image/png" })],
  audio: null,
};
const offline = { status: 0, code: "INTERNAL" as const, message: "Нет связи с сервером", fieldErrors: {} };
const toasts = () => document.querySelectorAll("[data-upload-toast]");

describe("upload toasts of the messenger", () => {
  it("a retry from the message replaces the failed toast; one from the toast reuses it", async () => {
    render(
      <MantineProvider>
        <ToastArea />
      </MantineProvider>,
    );
    const uploads = toastUploads();
    let retries = 0;
    let tracker = uploads.start(photo, () => retries++);
    act(() => tracker.progress(40));
    expect(await screen.findByText("40% Загружено")).toBeTruthy();
    act(() => tracker.fail(offline));
    expect(await screen.findByText("Нет связи с сервером")).toBeTruthy();

    // «Повторить» on the toast: the owner is asked, and its next try shows in the same toast.
    fireEvent.click(screen.getByRole("button", { name: "Повторить" }));
    expect(retries).toBe(1);
    act(() => {
      tracker = uploads.start(photo, () => retries++);
      tracker.progress(70);
    });
    expect(await screen.findByText("70% Загружено")).toBeTruthy();
    expect(toasts()).toHaveLength(1);

    // Failed again, then sent again from the message itself: a fresh toast takes the old one's place.
    act(() => tracker.fail(offline));
    await screen.findByText("Нет связи с сервером");
    act(() => {
      tracker = uploads.start(photo, () => retries++);
    });
    expect(await screen.findByText("0% Загружено")).toBeTruthy();
    act(() => tracker.succeed());
    expect(await screen.findByText("Сообщение отправлено")).toBeTruthy();
    await waitFor(() => expect(toasts()).toHaveLength(1));
  });
});
