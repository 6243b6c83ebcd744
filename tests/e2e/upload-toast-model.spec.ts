import { expect, type Locator } from "@playwright/test";
import { defaultToastLifeMs, uploadToastMachine } from "../../src/machines/lib/upload-toast.machine";
import { type DirectChat, openDirectChat, showChat } from "./helpers/chat";
import { type Gate, gate } from "./helpers/gate";
import { test } from "./helpers/test";
import { type UiModel, type UiPath, uiPaths, walk } from "./helpers/ui-model";
import { noisePng, slowUploads } from "./helpers/uploads";

// Issue 27 §2: the upload toast's QA plan (docs/machines/paths/uploadToast.md) walked in Chromium, on the
// messenger, where a member sends a picture. Each path starts as the member sends one, its upload held
// on the way (./helpers/gate.ts): the toast is pending. The network then lets it go (slowly, to see it
// move), delivers it or drops it; the member points at the toast, moves away, closes it or asks for
// another try; the toast's life runs out on the page's clock (Playwright's, pushed forward). What the toast
// shows in each state is written from spec §4 and the messenger's strings, not read from the machine.

interface World {
  readonly chat: DirectChat;
  /** The file of the path's upload: its name heads its toast. */
  file: string;
  /** The figure the caption must show while pending: exactly 0 before any byte left, or one on the way. */
  progress: "none" | "moving";
  gate: Gate | null;
  /** Takes the network's throttle off again, when the path put one on. */
  unthrottle: (() => Promise<unknown>) | null;
}

const sentMessage = "Сообщение отправлено";
const noConnection = "Нет связи с сервером. Проверьте подключение.";

const toastOf = (world: World): Locator =>
  world.chat.page.locator("[data-upload-toast]", { hasText: world.file });

/** The next `POST /api/messenger/message/` is held on its way. */
async function holdUpload(world: World): Promise<void> {
  world.gate = await gate(world.chat.page, /^\/api\/messenger\/message\/$/, "POST");
}

/** The member sends a picture (the path's own file), its upload held: the toast appears, pending. */
async function sendPicture(world: World, index: number): Promise<void> {
  const { page } = world.chat;
  world.file = `снимок-${index}.png`;
  world.progress = "none";
  await page.locator("[data-file-input]").setInputFiles({
    name: world.file,
    mimeType: "image/png",
    buffer: noisePng(160),
  });
  // Checked as it is picked (issue 28 §7), then previewed: what Enter sends.
  await expect(page.locator(`[data-file-preview="${world.file}"]`)).toBeVisible();
  await holdUpload(world);
  await page.getByRole("textbox", { name: "Сообщение" }).press("Enter");
  await world.gate?.caught;
}

/** Spec §4: pending shows a progress bar and '{progress}% Загружено'. */
async function showsPending(world: World): Promise<void> {
  const toast = toastOf(world);
  const caption = world.progress === "none" ? /^0% Загружено$/ : /^[1-9]\d?% Загружено$/;
  await expect(toast.getByText(caption)).toBeVisible();
  // The bar (empty at 0 %, so only there, not seen) says the same figure to a screen reader.
  await expect(toast.getByRole("progressbar")).toHaveAttribute("aria-label", caption);
}

/** Spec §4: on success or error the toast shows the detail message — and no bar any more. */
async function showsDetail(world: World, detail: string, retry: boolean): Promise<void> {
  const toast = toastOf(world);
  await expect(toast.getByText(detail)).toBeVisible();
  // Shown, not on its way out (a closing toast keeps its words while it fades).
  await expect(toast.locator("[data-upload-status]")).toHaveAttribute(
    "data-upload-status",
    retry ? "error" : "success",
  );
  await expect(toast.getByRole("progressbar")).toHaveCount(0);
  await expect(toast.getByRole("button", { name: "Повторить" })).toHaveCount(retry ? 1 : 0);
}

/** The member points at the toast (and leaves the pointer there). */
async function pointAt(world: World): Promise<void> {
  await toastOf(world).hover();
}
/** The pointer leaves the toast, for the page's corner away from where toasts appear. */
async function moveAway(world: World): Promise<void> {
  await world.chat.page.mouse.move(0, 0);
}
/** A finished toast under the pointer stays past its life. */
const heldPastLife = async (world: World, detail: string, retry: boolean) => {
  await world.chat.page.clock.fastForward(defaultToastLifeMs + 1_000);
  await showsDetail(world, detail, retry);
};

const model: UiModel<World> = {
  machine: uploadToastMachine,
  shows: {
    "uploadToast.pending": showsPending,
    "uploadToast.success.living": (world) => showsDetail(world, sentMessage, false),
    "uploadToast.success.held": (world) => heldPastLife(world, sentMessage, false),
    "uploadToast.error.living": (world) => showsDetail(world, noConnection, true),
    "uploadToast.error.held": (world) => heldPastLife(world, noConnection, true),
    "uploadToast.closed": async (world) => {
      await expect(toastOf(world)).toHaveCount(0);
    },
  },
  does: {
    // The held bytes go, slowly: the bar and its figure move on before the server has answered.
    "uploadToast.pending — upload.progress → (остаётся)": async (world) => {
      world.unthrottle = await slowUploads(world.chat.page, 40 * 1024);
      world.progress = "moving";
      await world.gate?.release();
    },
    "uploadToast.pending — upload.succeed → uploadToast.success": async (world) => {
      await world.gate?.release();
    },
    // Dropped on its way, as a lost connection drops it: the toast says why and offers another try.
    "uploadToast.pending — upload.fail → uploadToast.error": async (world) => {
      await world.gate?.fail();
    },
    // The member points at the toast while the picture is on its way, and moves away again.
    "uploadToast.pending — toast.hold → (остаётся)": pointAt,
    "uploadToast.pending — toast.release → (остаётся)": moveAway,
    // The pointer already rests on the toast when the upload ends ([pointerOn]): it stays past its life.
    "uploadToast.pending — upload.succeed [pointerOn] → uploadToast.success.held": async (world) => {
      await pointAt(world);
      await world.gate?.release();
    },
    "uploadToast.pending — upload.fail [pointerOn] → uploadToast.error.held": async (world) => {
      await pointAt(world);
      await world.gate?.fail();
    },
    "uploadToast — toast.close [closable] → uploadToast.closed": async (world) => {
      await toastOf(world).getByRole("button", { name: "Закрыть" }).click();
    },
    "uploadToast.success.living — toast.hold → uploadToast.success.held": pointAt,
    "uploadToast.error.living — toast.hold → uploadToast.error.held": pointAt,
    // The pointer leaves: the toast's life starts again, in full.
    "uploadToast.success.held — toast.release → uploadToast.success.living": moveAway,
    "uploadToast.error.held — toast.release → uploadToast.error.living": moveAway,
    // Nobody touches the finished toast: it goes after its life.
    "uploadToast.success.living — через life → uploadToast.closed": async (world) => {
      await world.chat.page.clock.fastForward(defaultToastLifeMs);
    },
    "uploadToast.error.living — через life → uploadToast.closed": async (world) => {
      await world.chat.page.clock.fastForward(defaultToastLifeMs);
    },
    // «Повторить»: the same toast follows the next try from 0 %, its upload held again.
    "uploadToast.error — toast.retry [retryable] → uploadToast.pending": async (world) => {
      await holdUpload(world);
      world.progress = "none";
      await toastOf(world).getByRole("button", { name: "Повторить" }).click();
      await world.gate?.caught;
    },
  },
  notFromUi: {},
};

const { paths, gaps } = uiPaths(model);

test("the upload toast model maps every transition of its plan to the page", () => {
  expect(gaps).toEqual([]);
});

/** After a path: its upload let go, the network at full speed, its toast (if still there) closed. */
async function tidy(world: World): Promise<void> {
  await world.gate?.open();
  world.gate = null;
  await world.unthrottle?.();
  world.unthrottle = null;
  const close = toastOf(world).getByRole("button", { name: "Закрыть" });
  if (await close.count()) await close.click();
  await expect(toastOf(world)).toHaveCount(0);
  // The pointer leaves the corner where toasts appear, so that the next one is entered from outside.
  await moveAway(world);
}

// One member, one chat, one page for every path: each path is one upload with a toast of its own.
test("the upload toast on the messenger, every path of its plan", async ({ browser }) => {
  const chat = await openDirectChat(browser, "Отправитель Снимков", "Получатель Снимков");
  // The page's clock, so that a toast's life can be waited out without waiting (it runs as usual otherwise).
  await chat.page.clock.install();
  await showChat(chat);
  const world: World = { chat, file: "", progress: "none", gate: null, unthrottle: null };
  for (const [index, path] of paths.entries()) {
    await test.step(path.transition, async () => {
      await sendPicture(world, index);
      await showsPending(world);
      await walk(model, world, path as UiPath);
      await tidy(world);
    });
  }
  await chat.close();
});
