import { avatarRules } from "../../api/endpoints/users";
import type { FormCheck } from "../lib/form.machine";

// The avatar rules of the contract, checked in the browser before anything is sent.

/** Why a picked file cannot be an avatar, or null: `type` (not an image we take) or `size` (too big). */
export type AvatarFault = "type" | "size";

/**
 * What is wrong with a picked file by {@link avatarRules}, or null. The browser's type comes from the
 * file name; the server looks at the content, and its 400 is shown under the same field.
 */
export function avatarFault(file: { readonly type: string; readonly size: number }): AvatarFault | null {
  if (!(avatarRules.types as ReadonlyArray<string>).includes(file.type)) return "type";
  if (file.size > avatarRules.maxBytes) return "size";
  return null;
}

/** The profile form's check beyond the schema: the avatar file, worded by the page (`messages`). */
export function checkAvatar(messages: Readonly<Record<AvatarFault, string>>): FormCheck {
  return (_values, files) => {
    const file = files.avatar;
    const fault = file ? avatarFault(file) : null;
    const errors: Record<string, string> = {};
    if (fault) errors.avatar = messages[fault];
    return errors;
  };
}
