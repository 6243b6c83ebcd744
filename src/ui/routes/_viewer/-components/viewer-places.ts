import { linkOptions } from "@tanstack/react-router";
import { ru } from "../../../i18n/ru";

/**
 * Where each viewer page leads, whichever way it was opened (issue 28: a post opened from a link in a
 * message or a search engine was a dead end): its section — the way back — and its author's place (the
 * blog, the channel, the digest, the member's profile). Keyed by the page's route path.
 */
const places = {
  "/blogs/$id/post/$postId": ({ id }: Ids) => ({
    section: { label: ru.nav.blogs, ...linkOptions({ to: "/blogs" }) },
    own: { label: ru.viewer.authorBlog, ...linkOptions({ to: "/blogs/user/$id", params: { id } }) },
  }),
  "/blogosphere/$id/post/$postId": ({ id }: Ids) => ({
    section: { label: ru.nav.blogosphere, ...linkOptions({ to: "/blogosphere" }) },
    own: { label: ru.viewer.authorBlog, ...linkOptions({ to: "/blogosphere/authors/$id", params: { id } }) },
  }),
  // A channel's and a digest's posts are under the channel's (the digest's) id: theirs is the place.
  "/channels/$id/post/$postId": ({ id }: Ids) => ({
    section: { label: ru.nav.channels, ...linkOptions({ to: "/channels" }) },
    own: {
      label: ru.sections["/channels/$id"].title,
      ...linkOptions({ to: "/channels/$id", params: { id } }),
    },
  }),
  "/digests/$id/post/$postId": ({ id }: Ids) => ({
    section: { label: ru.nav.digests, ...linkOptions({ to: "/digests" }) },
    own: { label: ru.sections["/digests/$id"].title, ...linkOptions({ to: "/digests/$id", params: { id } }) },
  }),
  // A meeting's host is not known to the page yet: the section only.
  "/visio/$id": () => ({
    section: { label: ru.nav.visio, ...linkOptions({ to: "/visio" }) },
  }),
  // A member's photo or video: back to all of them, and to the member.
  "/profile/$id/media/$mediaId": ({ id }: Ids) => ({
    section: {
      label: ru.sections["/profile/$id/photo-video"].title,
      ...linkOptions({ to: "/profile/$id/photo-video", params: { id } }),
    },
    own: { label: ru.viewer.authorProfile, ...linkOptions({ to: "/profile/$id", params: { id } }) },
  }),
} as const;

interface Ids {
  readonly id: number;
}

export type ViewerPlace = ReturnType<(typeof places)[keyof typeof places]>;
/** One way on: its words and the router link's options. */
export type ViewerLink = ViewerPlace["section"] | Extract<ViewerPlace, { own: unknown }>["own"];

/** The section and the author's place of the viewer page at `routePath`, or null for another page. */
export function placeOf(routePath: string, params: Partial<Record<string, unknown>>): ViewerPlace | null {
  if (!Object.hasOwn(places, routePath)) return null;
  const id = Number(params.id);
  if (!Number.isInteger(id)) return null;
  return places[routePath as keyof typeof places]({ id });
}
