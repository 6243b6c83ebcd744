import type { ActorRefFrom } from "xstate";
import { createActor, fromEventObservable } from "xstate";
import type { UnreadChats } from "../../api/endpoints/chats";
import type { NotificationCounters } from "../../api/schema/notification";
import { burgerMachine } from "../../machines/app/burger.machine";
import { realtimeActors } from "../../machines/app/realtime.actors";
import { realtimeMachine } from "../../machines/app/realtime.machine";
import { createLiveCountMachine } from "../../machines/lib/live-count.machine";
import {
  selectUnreadMessages,
  type UnreadMessagesLogic,
} from "../../machines/messenger/unread-messages.selectors";
import {
  type NotificationCountersLogic,
  selectUnreadNotifications,
} from "../../machines/notifications/notification-counters.selectors";
import { burgerSignals } from "../../streams/events.stream";
import { messengerPageOpen, ringsOutsideMessenger, unreadSignals } from "../../streams/messenger.stream";
import { counterSignals } from "../../streams/notifications.stream";
import {
  memberSocket,
  realtimeSessionSignals,
  realtimeSignals,
  sessionRoles,
} from "../../streams/realtime.stream";
import { anyTabVisible, holdWhileVisible } from "../../streams/shared-locks.stream";
import { playSound, ringOnlyWhen } from "../components/sound/sounds";
import { ru } from "../i18n/ru";
import type { SessionActor } from "../session/handle";
import { api } from "./api";
import { alertNewNotifications } from "./notification-alerts";
import { paintBackground } from "./page-background";

export type RealtimeActor = ActorRefFrom<typeof realtimeMachine>;
export type BurgerActor = ActorRefFrom<typeof burgerMachine>;
export type UnreadMessagesActor = ActorRefFrom<UnreadMessagesLogic>;
export type NotificationCountersActor = ActorRefFrom<NotificationCountersLogic>;

/** The app's realtime actors (./realtime.ts), once started. */
export interface RealtimeRuntime {
  readonly realtime: RealtimeActor;
  readonly burger: BurgerActor;
  readonly unread: UnreadMessagesActor;
  readonly notifications: NotificationCountersActor;
}

/**
 * The app's realtime actors (a chunk of its own, fetched once a member is logged in — see
 * ./realtime-host.tsx): the `realtime` machine, following the session's member, holding this tab's share
 * of the browser's one socket and painting the member's background; and the `burger` machine, following
 * the session's roles and the socket's `admin`/`user` events; and the two live counts behind the header's
 * badge and bell; and the chat sound where no messenger page is open. Each event type reaches its owner through
 * src/streams/events.stream.ts (the session hears `role` there, see src/ui/session/session.ts).
 */
export function startRealtime(session: SessionActor): RealtimeRuntime {
  const { loadBackgrounds, loadNotificationCounters, loadUnreadMessages } = realtimeActors(api);
  const burger = createActor(
    burgerMachine.provide({
      actors: { signals: fromEventObservable(() => burgerSignals(sessionRoles(session))) },
    }),
  ).start();
  const realtime = createActor(
    realtimeMachine.provide({
      actors: {
        loadBackgrounds,
        session: fromEventObservable(() => realtimeSessionSignals(session)),
        socket: fromEventObservable(({ input }: { input: { userId: number } }) =>
          realtimeSignals(memberSocket(input.userId)),
        ),
      },
      actions: {
        applyBackground: (_, { background }) => paintBackground(document.documentElement, background),
      },
    }),
  ).start();
  const unread = createActor(
    createLiveCountMachine<UnreadChats>().provide({
      actors: { load: loadUnreadMessages, signals: fromEventObservable(() => unreadSignals(session)) },
    }),
  ).start();
  const notifications = createActor(
    createLiveCountMachine<NotificationCounters>().provide({
      actors: { load: loadNotificationCounters, signals: fromEventObservable(() => counterSignals(session)) },
    }),
  ).start();
  // The tab's title carries what waits — unread messages and notifications — on every page, the header's
  // or not: it is what a member sees of a tab in the background. Nobody logged in: both machines are idle
  // at 0, the plain title.
  let shownUnread = 0;
  const showTitle = () => {
    const count =
      selectUnreadMessages(unread.getSnapshot()) + selectUnreadNotifications(notifications.getSnapshot());
    if (count === shownUnread) return;
    shownUnread = count;
    document.title = count > 0 ? ru.appTitleUnread(count) : ru.appTitle;
  };
  unread.subscribe(showTitle);
  notifications.subscribe(showTitle);
  // Only the tab that holds the socket rings, whatever the sound (the messenger's too): one sound however
  // many tabs are open. A new notification rings (and alerts) as its type's settings say.
  const isLeader = () => realtime.getSnapshot().context.leader === true;
  ringOnlyWhen(isLeader);
  // Each tab says while it is in view, so that the socket's tab alerts only when none is.
  holdWhileVisible(document);
  alertNewNotifications({ isLeader, anyTabVisible: () => anyTabVisible() });
  // The chat sound on pages other than the messenger, for the lifetime of the page like the actors.
  ringsOutsideMessenger({
    selfId: () => session.getSnapshot().context.user?.id ?? null,
    isLeader,
    messengerOpen: () => messengerPageOpen(),
  }).subscribe(() => {
    void playSound("chat");
  });
  return { realtime, burger, unread, notifications };
}
