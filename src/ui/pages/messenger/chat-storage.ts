import type { ChatStorage, SavedChat } from "../../../machines/messenger/chat.messages";

const empty: SavedChat = { draft: "", outbox: [] };

const keyOf = (selfId: number, chatId: number) => `mir.chat.${selfId}.${chatId}`;

function parse(raw: string | null): SavedChat {
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Partial<SavedChat>;
    return {
      draft: typeof value.draft === "string" ? value.draft : "",
      outbox: Array.isArray(value.outbox)
        ? value.outbox.filter(
            (item) =>
              typeof item?.localId === "string" &&
              typeof item.content === "string" &&
              typeof item.createdAt === "string",
          )
        : [],
    };
  } catch {
    return empty;
  }
}

/**
 * Each chat's draft and unsent text in localStorage, per member (`mir.chat.{memberId}.{chatId}`), so a
 * reload — or another member logging in on the same browser — finds the right ones. An empty chat's
 * entry is removed; a browser that refuses storage keeps nothing.
 */
export function browserChatStorage(selfId: number): ChatStorage {
  return {
    read(chatId) {
      try {
        return parse(localStorage.getItem(keyOf(selfId, chatId)));
      } catch {
        return empty;
      }
    },
    write(chatId, saved) {
      try {
        if (saved.draft === "" && saved.outbox.length === 0) localStorage.removeItem(keyOf(selfId, chatId));
        else localStorage.setItem(keyOf(selfId, chatId), JSON.stringify(saved));
      } catch {
        // Storage full or refused: the draft lives as long as the page.
      }
    },
  };
}
