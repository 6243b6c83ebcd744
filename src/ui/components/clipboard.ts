/**
 * Puts text on the clipboard. Resolves false instead of throwing when the browser refuses (no
 * permission, the page is not focused, a plain-http address), so the page can say so honestly.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
