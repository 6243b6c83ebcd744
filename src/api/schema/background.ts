import { Schema } from "effect";
import { Id, IsoDateTime, Text } from "./common";

/** What a background is (spec §3): 0 — an image at a URL, 1 — a colour. */
export const BackgroundType = { image: 0, colour: 1 } as const;

/** 0 (image URL) or 1 (colour). */
export const BackgroundTypeId = Schema.Literals([BackgroundType.image, BackgroundType.colour]);
export type BackgroundTypeId = typeof BackgroundTypeId.Type;

/** Longest image URL accepted. */
export const maxBackgroundUrlLength = 2048;

const colour = /^#[0-9a-fA-F]{6}$/;
// No white space, quotes, parentheses or backslashes: the page puts it in CSS `url("…")` as it is.
const imageUrl = /^https?:\/\/[^\s"'()\\]+$/;

/**
 * Why `background` does not fit `type` (a Russian sentence), or undefined when it does: a colour is
 * `#rrggbb`; an image is an `http(s)://` URL of at most {@link maxBackgroundUrlLength} characters without
 * white space, quotes, parentheses or backslashes.
 */
export function backgroundProblem(type: BackgroundTypeId, background: string): string | undefined {
  if (type === BackgroundType.colour) {
    return colour.test(background) ? undefined : "Цвет — в виде #rrggbb, например #1e90ff";
  }
  if (background.length > maxBackgroundUrlLength) {
    return `Адрес картинки — не длиннее ${maxBackgroundUrlLength} символов`;
  }
  if (!imageUrl.test(background))
    return "Адрес картинки — ссылка http:// или https:// без пробелов и кавычек";
  try {
    new URL(background);
    return undefined;
  } catch {
    return "Адрес картинки — ссылка http:// или https:// без пробелов и кавычек";
  }
}

/** A background as it travels: a {@link Background} of the member's list. */
export const Background = Schema.Struct({
  id: Id,
  /** 0 — `background` is an image URL; 1 — a colour `#rrggbb`. */
  type: BackgroundTypeId,
  background: Schema.String,
  /** The one the page shows; at most one of a member's backgrounds is active. */
  active: Schema.Boolean,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Background = typeof Background.Type;

/**
 * A `background` value of either type: a colour `#rrggbb` or an image URL (see {@link backgroundProblem}).
 * Whether it fits the entry's `type` is checked with {@link backgroundProblem}: on the server for the
 * stored type too, in a form before sending.
 */
export const BackgroundValue = Text.check(
  Schema.makeFilter(
    (value: string) =>
      backgroundProblem(BackgroundType.colour, value) === undefined ||
      backgroundProblem(BackgroundType.image, value) === undefined,
    { message: "Фон — цвет #rrggbb или ссылка http(s):// на картинку без пробелов и кавычек" },
  ),
);
