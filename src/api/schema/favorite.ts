import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";
import { PublicUser } from "./user";

// «Избранное» (issue 14): members and messages a member bookmarked; publications join when they land.

export const favoriteKinds = ["member", "message"] as const;
export const FavoriteKind = Schema.Literals(favoriteKinds);
export type FavoriteKind = typeof FavoriteKind.Type;

/** What is bookmarked: a member's id, or a message's id (of a chat the caller is in). */
export const FavoriteTarget = Schema.Struct({ kind: FavoriteKind, targetId: Id });
export type FavoriteTarget = typeof FavoriteTarget.Type;

/** Whether the target is bookmarked now: every change answers it. */
export const FavoriteState = Schema.Struct({ ...FavoriteTarget.fields, favorite: Schema.Boolean });
export type FavoriteState = typeof FavoriteState.Type;

/** A bookmarked member. */
const MemberFavorite = Schema.Struct({
  /** The bookmark's own id (lists key their rows by it). */
  id: Id,
  kind: Schema.Literal("member"),
  targetId: Id,
  createdAt: IsoDateTime,
  user: PublicUser,
});

/** A bookmarked message: its text (empty for a voice message or files alone), author and chat. */
const MessageFavorite = Schema.Struct({
  id: Id,
  kind: Schema.Literal("message"),
  targetId: Id,
  createdAt: IsoDateTime,
  message: Schema.Struct({
    id: Id,
    chatId: Id,
    content: Schema.String,
    /** Files or a voice recording come with it (shown as «вложение»). */
    withFiles: Schema.Boolean,
    author: PublicUser,
    sentAt: IsoDateTime,
  }),
});

export const Favorite = Schema.Union([MemberFavorite, MessageFavorite]);
export type Favorite = typeof Favorite.Type;

/** A page of favorites, newest first. */
export const FavoritesPage = Paged(Favorite);
export type FavoritesPage = typeof FavoritesPage.Type;
