import { Center, Loader, Text, VisuallyHidden } from "@mantine/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useSelector } from "@xstate/react";
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ChatActor } from "../../../machines/messenger/chat.machine";
import {
  selectChat,
  selectLoadingOlder,
  selectMessages,
  selectPending,
  selectReadState,
  selectSelfId,
} from "../../../machines/messenger/chat.selectors";
import { selectReadUpTo } from "../../../machines/messenger/message-read-state.selectors";
import { useNow } from "../../components/dates/moment";
import { ruMessenger } from "../../i18n/ru.messenger";
import { type MessageActions, MessageBubble } from "./message-bubble";
import css from "./messenger.module.css";
import { PendingBubble } from "./pending-bubble";
import { RowTabIndex } from "./roving";
import { buildTimeline, type TimelineItem } from "./timeline";

const t = ruMessenger.chatPage;

/** Within this many pixels of the bottom the newest messages count as seen. */
const bottomSlackPx = 48;
/** Within this many pixels of the top the page before is loaded. */
const olderThresholdPx = 400;

const estimate = (item: TimelineItem | undefined) => (item?.kind === "day" ? 36 : 64);

/** A row the keyboard stops at: a message, or one being sent (not a date separator). */
const isMessage = (item: TimelineItem | undefined) => item !== undefined && item.kind !== "day";

/**
 * The open chat's messages, virtualized (@tanstack/react-virtual): only the rows on screen exist in the
 * page, so 10 000 messages scroll as smoothly as 10. It opens at the newest message and follows new ones
 * while the member is at the bottom; scrolling up loads older pages, the rows on screen staying put
 * (`anchorTo: "end"`). Being at the bottom of a visible page is what the read state calls "in view".
 *
 * For the keyboard the list is one tab stop (WAI-ARIA APG's roving tabindex): one message takes Tab —
 * the last one focused, or else the newest on screen — and its own actions follow it in the Tab order
 * (./roving.ts); ↑ and ↓ move between messages, Home and End to the first and last loaded, Enter opens the
 * message's actions. Tab from the chat's header thus reaches the composer past one message, not all.
 */
export function MessageList({ chat, onForward, onDelete }: { chat: ChatActor } & MessageActions) {
  const messages = useSelector(chat, selectMessages);
  const pending = useSelector(chat, selectPending);
  const loadingOlder = useSelector(chat, selectLoadingOlder);
  const selfId = useSelector(chat, selectSelfId);
  const info = useSelector(chat, selectChat);
  const readState = useSelector(chat, selectReadState);
  const readUpTo = useSelector(readState, (s) => (s ? selectReadUpTo(s) : 0));
  // Today's midnight: «Сегодня» and «Вчера» move on when the day does.
  const today = useNow((now) => new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime());
  const items = useMemo(() => buildTimeline(messages, pending, new Date(today)), [messages, pending, today]);
  const names = useMemo(
    () => (info && !info.isDirect ? new Map(info.members.map((m) => [m.id, m.name])) : null),
    [info],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  /** The message that is the list's tab stop (its timeline key), as the member last focused it. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  /** A message to focus once it is drawn (the arrows may lead to one scrolled out of the page). */
  const focusNext = useRef<string | null>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimate(items[index]),
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 6,
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: bottomSlackPx,
    useFlushSync: false,
  });

  const settled = useRef(false);
  const inView = useRef<boolean | null>(null);
  const report = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPx;
    const visible = settled.current && atBottom && document.visibilityState === "visible";
    if (visible !== inView.current) {
      inView.current = visible;
      chat.send({ type: visible ? "chat.show" : "chat.hide" });
    }
    if (settled.current && element.scrollTop < olderThresholdPx) chat.send({ type: "older.load" });
  }, [chat]);

  // Opening: the newest message at the bottom; until then no older page is asked for.
  useLayoutEffect(() => {
    if (settled.current || items.length === 0) return;
    virtualizer.scrollToIndex(items.length - 1, { align: "end" });
    const frame = requestAnimationFrame(() => {
      virtualizer.scrollToIndex(items.length - 1, { align: "end" });
      settled.current = true;
      report();
    });
    return () => cancelAnimationFrame(frame);
  });

  // One's own new message goes to the bottom, wherever the member had scrolled.
  const sent = useRef(pending.length);
  useEffect(() => {
    if (pending.length > sent.current) virtualizer.scrollToIndex(items.length - 1, { align: "end" });
    sent.current = pending.length;
  }, [pending.length, items.length, virtualizer]);

  // New rows (or a first page shorter than the screen) change what is seen without a scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is what triggers it
  useEffect(() => {
    const frame = requestAnimationFrame(report);
    return () => cancelAnimationFrame(frame);
  }, [report, items]);
  useEffect(() => {
    document.addEventListener("visibilitychange", report);
    return () => document.removeEventListener("visibilitychange", report);
  }, [report]);

  // The row moved to by the keyboard is focused once drawn (scrolled to first, as it may not be yet).
  useLayoutEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(key)}"]`);
    if (!row) return;
    focusNext.current = null;
    row.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = event.target as HTMLElement;
    const key = row.dataset.rowKey;
    // Only keys pressed on a message itself: inside it (a menu, the edit box) they are its controls'.
    if (key === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Enter") {
      event.preventDefault();
      // From its own button, which the menu gives the focus back to when it closes.
      const menu = row.querySelector<HTMLElement>("[data-message-menu]");
      menu?.focus();
      menu?.click();
      return;
    }
    const stops = items.flatMap((item, index) => (isMessage(item) ? [index] : []));
    const at = stops.findIndex((index) => items[index]?.key === key);
    const to =
      event.key === "ArrowUp"
        ? stops[Math.max(0, at - 1)]
        : event.key === "ArrowDown"
          ? stops[Math.min(stops.length - 1, at + 1)]
          : event.key === "Home"
            ? stops[0]
            : event.key === "End"
              ? stops.at(-1)
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    const next = items[to]?.key ?? null;
    if (next === null || next === key) return;
    setActiveKey(next);
    focusNext.current = next;
    virtualizer.scrollToIndex(to, { align: "auto" });
  };

  // The tab stop: the message last focused while it is drawn, else the newest drawn one.
  const drawn = virtualizer.getVirtualItems();
  const drawnKeys = drawn.flatMap((row) => {
    const item = items[row.index];
    return isMessage(item) && item ? [item.key] : [];
  });
  const tabStop =
    activeKey !== null && drawnKeys.includes(activeKey) ? activeKey : (drawnKeys.at(-1) ?? null);

  const render = (item: TimelineItem) => {
    switch (item.kind) {
      case "day":
        return (
          <div className={css.day}>
            <span className={css.dayLabel} data-day-separator="">
              {item.label}
            </span>
          </div>
        );
      case "pending":
        return <PendingBubble chat={chat} pending={item.pending} />;
      case "message": {
        const { message } = item;
        const own = message.userId === selfId;
        return (
          <MessageBubble
            chat={chat}
            message={message}
            own={own}
            ticks={own ? (message.id <= readUpTo ? 2 : 1) : null}
            author={!own && names ? (names.get(message.userId) ?? null) : null}
            onForward={onForward}
            onDelete={onDelete}
          />
        );
      }
    }
  };

  return (
    <div className={css.messagesWrap}>
      {loadingOlder ? (
        <Center className={css.olderLoader}>
          <Loader role="status" size="xs" aria-label={t.olderLoading} />
        </Center>
      ) : null}
      <div
        ref={scroller}
        className={css.messages}
        onScroll={report}
        onKeyDown={onKeyDown}
        role="log"
        aria-label={t.title}
        aria-describedby={hintId}
        aria-busy={loadingOlder}
        data-message-list=""
      >
        <VisuallyHidden id={hintId}>{t.keys}</VisuallyHidden>
        {items.length === 0 ? (
          <Center h="100%">
            <Text c="dimmed">{t.noMessages}</Text>
          </Center>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
            {drawn.map((row) => {
              const item = items[row.index];
              if (!item) return null;
              const placed = {
                "data-index": row.index,
                ref: virtualizer.measureElement,
                className: css.row,
                style: { transform: `translateY(${row.start}px)` },
              };
              if (!isMessage(item)) {
                return (
                  <div key={row.key} {...placed}>
                    {render(item)}
                  </div>
                );
              }
              const stop = item.key === tabStop;
              return (
                <article
                  key={row.key}
                  {...placed}
                  tabIndex={stop ? 0 : -1}
                  data-row-key={item.key}
                  onFocus={() => setActiveKey(item.key)}
                >
                  <RowTabIndex.Provider value={stop ? 0 : -1}>{render(item)}</RowTabIndex.Provider>
                </article>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
