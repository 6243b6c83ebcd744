// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Publication } from "../../src/api/schema/publication";
import type { Problem } from "../../src/machines/lib/problem";
import type { SaveRequest } from "../../src/machines/publications/publication-editor.machine";
import { ToastArea } from "../../src/ui/app/toast-area";
import { toastPublicationUploads } from "../../src/ui/app/wiring/publication-uploads";
import {
  startUploadToast,
  type UploadToast,
  type UploadToastOptions,
} from "../../src/ui/components/upload-toast/upload-toasts";
import { anna, renderPage, testSession } from "./helpers/render-page";

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

describe("a publication's save with files", () => {
  const saved = (status: Publication["status"]): Publication => ({
    id: 8,
    author: { id: 4, name: "Анна", avatar: null, roles: [], createdAt: "2026-03-01T10:00:00.000Z" },
    type: 1,
    title: "Город после дождя",
    text: { type: "doc", content: [] },
    preview: "/api/publications/files/8/preview.png",
    rubric: { id: 1, path: "news", name: "Новости" },
    status,
    publishedAt: null,
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:00:00.000Z",
    version: 2,
    attachments: [],
    counters: { views: 0, reactions: 0, comments: 0 },
  });
  const request = (publish: "draft" | "now"): SaveRequest => ({
    id: null,
    version: 0,
    fields: { type: 1, title: "Город после дождя", text: "", rubricId: 1 },
    files: {
      preview: new File(["x"], "photo.png", { type: "image/png" }),
      attachments: [new File(["y"], "маршрут.txt", { type: "text/plain" })],
    },
    as: publish === "draft" ? { publish: "draft" } : { publish: "now" },
    idempotencyKey: "k",
  });

  it("says the publication is published, with a way to it — not which files went", async () => {
    const { session } = await testSession(anna);
    const { router } = await renderPage(() => <ToastArea />, session, {
      "/blogs/$id/post/$postId": () => null,
    });
    let upload: ReturnType<ReturnType<typeof toastPublicationUploads>["start"]> | undefined;
    act(() => {
      upload = toastPublicationUploads().start(request("now"));
    });
    expect(await screen.findByText("0% Загружено")).toBeTruthy();
    expect(screen.getByText("Сохраняем публикацию")).toBeTruthy();
    act(() => upload?.succeed(saved("published")));
    expect(await screen.findByText("Публикация опубликована")).toBeTruthy();
    expect(screen.queryByText(/photo\.png/)).toBeNull();
    expect(screen.queryByText("Сохраняем публикацию")).toBeNull();
    const link = screen.getByRole("link", { name: "Перейти к публикации" });
    expect(link.getAttribute("href")).toBe("/blogs/4/post/8");
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/blogs/4/post/8"));
  });

  it("a draft is saved; a failure says the publication was not saved, and why", async () => {
    const { session } = await testSession(anna);
    await renderPage(() => <ToastArea />, session);
    const toasts = toastPublicationUploads();
    act(() => toasts.start(request("draft")).succeed(saved("draft")));
    expect(await screen.findByText("Черновик сохранён")).toBeTruthy();
    act(() =>
      toasts
        .start(request("now"))
        .fail({ status: 413, code: "TOO_LARGE", message: "Файл больше 10 МБ", fieldErrors: {} } as Problem),
    );
    expect(await screen.findByText("Файл больше 10 МБ")).toBeTruthy();
    expect(screen.getByText("Публикация не сохранена")).toBeTruthy();
    expect(screen.queryByText(/photo\.png/)).toBeNull();
  });
});
