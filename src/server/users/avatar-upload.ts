import { avatarRules } from "../../api/endpoints/users";
import type { UploadedFile } from "../http/form-body";
import { fieldError } from "../http/http-error";
import { detectImageType, type ImageType } from "../uploads/image-type";

/** A checked avatar upload: its bytes and the type they really are. */
export interface AvatarUpload {
  readonly data: Buffer;
  readonly type: ImageType;
}

/**
 * The `avatar` file of a profile form, checked: one file at most, in that field only, no larger than
 * {@link avatarRules}`.maxBytes` (413), and an image by its content (400), whatever it is called.
 */
export function readAvatarUpload(files: ReadonlyArray<UploadedFile>): AvatarUpload | undefined {
  const stray = files.find((file) => file.field !== "avatar");
  if (stray) throw fieldError(stray.field, "Лишнее поле: файл здесь не ожидается");
  // A form whose file input was left empty sends a nameless, empty part: that is "no new avatar".
  const sent = files.filter((file) => file.filename !== "" || file.data.length > 0);
  if (sent.length > 1) throw fieldError("avatar", "Можно загрузить только один аватар");
  const [file] = sent;
  if (!file) return undefined;
  if (file.data.length > avatarRules.maxBytes) {
    const megabytes = avatarRules.maxBytes / 1024 / 1024;
    throw fieldError("avatar", `Аватар — не больше ${megabytes} МБ`, { code: "TOO_LARGE" });
  }
  const type = detectImageType(file.data);
  if (!type) throw fieldError("avatar", "Аватар должен быть картинкой PNG, JPEG, WebP или GIF");
  return { data: file.data, type };
}
