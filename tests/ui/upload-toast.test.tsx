// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToastArea } from "../../src/ui/app/toast-area";
import {
  startUploadToast,
  type UploadToast,
  type UploadToastOptions,
} from "../../src/ui/components/upload-toast/upload-toasts";

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

function renderArea() {
  return render(
    <MantineProvider>
      <ToastArea />
    </MantineProvider>,
  );
}

function start(options: UploadToastOptions): UploadToast {
  let toast: UploadToast | undefined;
  act(() => {
    toast = startUploadToast(options);
  });
  return toast as UploadToast;
}

const bar = () => screen.getByRole("progressbar");

describe("upload toast", () => {
  it("shows the bar and '{progress}% Загружено', then the success detail, top-right", async () => {
    renderArea();
    const toast = start({ summary: "отпуск.jpg" });
    expect(await screen.findByText("0% Загружено")).toBeTruthy();
    expect(screen.getByText("отпуск.jpg")).toBeTruthy();
    act(() => toast.progress(42.4));
    expect(screen.getByText("42% Загружено")).toBeTruthy();
    expect(bar().getAttribute("aria-valuenow")).toBe("42");
    act(() => toast.succeed("Файл отправлен"));
    expect(screen.getByText("Файл отправлен")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(document.querySelector('[data-position="top-right"]')).not.toBeNull();
  });

  it("shows the error detail, offers another try when the owner can, and starts the bar again", async () => {
    renderArea();
    let retries = 0;
    const toast = start({ summary: "отчёт.pdf", onRetry: () => retries++ });
    act(() => toast.progress(70));
    act(() => toast.fail("Файл больше 20 МБ"));
    expect(await screen.findByText("Файл больше 20 МБ")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Повторить" }));
    expect(retries).toBe(1);
    expect(await screen.findByText("0% Загружено")).toBeTruthy();
  });

  it("offers no retry when the owner cannot send again", async () => {
    renderArea();
    const toast = start({ summary: "a.png" });
    act(() => toast.fail("Нет связи с сервером"));
    await screen.findByText("Нет связи с сервером");
    expect(screen.queryByRole("button", { name: "Повторить" })).toBeNull();
  });

  it("closes by the member's close button", async () => {
    renderArea();
    const toast = start({ summary: "a.png" });
    await screen.findByText("0% Загружено");
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    await waitFor(() => expect(screen.queryByText("a.png")).toBeNull());
    expect(toast.actor.getSnapshot().status).toBe("done");
    // Spec §9: the toast layer is cleared 200 ms after the last toast leaves.
    expect(document.querySelector('[data-layout="toasts"]')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('[data-layout="toasts"]')).toBeNull(), {
      timeout: 1_000,
    });
  });

  it("closes by itself after its life once the upload has finished, not while it runs", async () => {
    renderArea();
    const toast = start({ summary: "a.png", life: 80 });
    await screen.findByText("0% Загружено");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByText("0% Загружено")).toBeTruthy();
    act(() => toast.succeed("Готово"));
    expect(screen.getByText("Готово")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Готово")).toBeNull(), { timeout: 2_000 });
  });

  it("keeps one toast per upload", async () => {
    renderArea();
    const first = start({ summary: "first.png" });
    const second = start({ summary: "second.png" });
    act(() => first.progress(10));
    act(() => second.progress(90));
    expect(await screen.findByText("10% Загружено")).toBeTruthy();
    expect(screen.getByText("90% Загружено")).toBeTruthy();
    act(() => first.close());
    await waitFor(() => expect(screen.queryByText("first.png")).toBeNull());
    expect(screen.getByText("second.png")).toBeTruthy();
  });
});
