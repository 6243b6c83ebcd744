import type { EndpointGroup } from "../group";
import { authApi } from "./auth";
import { backgroundsApi } from "./backgrounds";
import { blogsApi } from "./blogs";
import { chatsApi } from "./chats";
import { devApi } from "./dev";
import { favoritesApi } from "./favorites";
import { friendsApi } from "./friends";
import { messengerApi } from "./messenger";
import { notificationsApi } from "./notifications";
import { peopleApi } from "./people";
import { phoneApi } from "./phone";
import { publicationTalkApi } from "./publication-talk";
import { publicationsApi } from "./publications";
import { settingsApi } from "./settings";
import { sponsorsApi } from "./sponsors";
import { franchisesApi, structureApi } from "./structure";
import { subscriptionsApi } from "./subscriptions";
import { systemApi } from "./system";
import { teamsApi } from "./teams";
import { usersApi } from "./users";

/**
 * Every group of the API by name: the whole contract of spec §7 that is JSON or form calls (generated
 * avatars and uploaded files are plain URLs, see ./avatars.ts). A new group is added here, and the
 * authorization and bad-input sweeps (tests/server) then demand a row for each of its endpoints.
 */
export const apiGroups = {
  auth: authApi,
  phone: phoneApi,
  users: usersApi,
  settings: settingsApi,
  favorites: favoritesApi,
  publications: publicationsApi,
  publicationTalk: publicationTalkApi,
  blogs: blogsApi,
  friends: friendsApi,
  subscriptions: subscriptionsApi,
  structure: structureApi,
  sponsors: sponsorsApi,
  teams: teamsApi,
  franchises: franchisesApi,
  people: peopleApi,
  backgrounds: backgroundsApi,
  messenger: messengerApi,
  chats: chatsApi,
  notifications: notificationsApi,
  dev: devApi,
  system: systemApi,
} as const satisfies Readonly<Record<string, EndpointGroup>>;
