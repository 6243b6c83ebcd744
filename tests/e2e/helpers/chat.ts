import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { becomeMember, type Member, memberPage } from "./accounts";
import { socketReady } from "./page-events";

/** A member on the messenger page with a direct chat open, and the other member of that chat. */
export interface DirectChat {
  readonly page: Page;
  readonly member: Member;
  /** The other member, acting from their own browser context (another person on another computer). */
  readonly other: { readonly request: APIRequestContext; readonly member: Member };
  readonly chatId: number;
  /** Closes both members' browser contexts. */
  close(): Promise<void>;
}

/**
 * Registers two members, starts their direct chat and opens it on the first one's page, live; `before`
 * (writing a history, say) runs before the page opens.
 */
export async function openDirectChat(
  browser: Browser,
  name: string,
  otherName: string,
  before?: (chat: DirectChat) => Promise<unknown>,
): Promise<DirectChat> {
  const { page, member } = await memberPage(browser, name);
  const otherContext = await browser.newContext();
  const other = {
    request: otherContext.request,
    member: await becomeMember(otherContext.request, otherName),
  };
  const started = await page.request.post("/api/messenger/chat", {
    form: { members: String(other.member.id) },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { id: chatId } = (await started.json()) as { id: number };
  const close = async () => {
    await otherContext.close();
    await page.context().close();
  };
  const chat = { page, member, other, chatId, close };
  await before?.(chat);
  await showChat(chat);
  return chat;
}

/** (Re)opens the chat on the member's page and waits for its socket: events from now on arrive live. */
export async function showChat(chat: Pick<DirectChat, "page" | "member" | "other">): Promise<void> {
  const { page, member, other } = chat;
  await socketReady(page, () => page.goto(`/profile/${member.id}/chat?user=${other.member.id}`));
  await expect(page.getByRole("textbox", { name: "Сообщение" })).toBeVisible();
}

/** The other member sends a text message into the chat; its id. */
export async function otherSends(chat: DirectChat, content: string): Promise<number> {
  const sent = await chat.other.request.post("/api/messenger/message/", {
    form: { chatId: String(chat.chatId), content },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return ((await sent.json()) as { id: number }).id;
}
