import { useSyncExternalStore } from "react";

/** Where the sound volume lives in localStorage (spec §3 "audio volume"): a number from 0 to 1. */
export const volumeStorageKey = "mir.sound.volume";

/** Spec §9: the initial volume, stored when absent. */
export const initialVolume = 1;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

const clampVolume = (value: number) => Math.min(1, Math.max(0, value));

/** The stored volume, 0–1; stores {@link initialVolume} first when there is none (or it is broken). */
export function readVolume(): number {
  const store = storage();
  const raw = store?.getItem(volumeStorageKey);
  const value = raw == null ? Number.NaN : Number(raw);
  if (Number.isFinite(value)) return clampVolume(value);
  try {
    store?.setItem(volumeStorageKey, String(initialVolume));
  } catch {
    // Refused storage: the volume is 1 for this page.
  }
  return initialVolume;
}

/** Sets the volume (clamped to 0–1, two decimals) and tells every control of this tab. */
export function writeVolume(volume: number): void {
  const value = Math.round(clampVolume(volume) * 100) / 100;
  try {
    storage()?.setItem(volumeStorageKey, String(value));
  } catch {
    // As above: nothing to keep it in.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the volume changes here or in another tab (the `storage` event). */
export function subscribeVolume(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === volumeStorageKey || event.key === null) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The current volume, re-rendering when it changes. */
export function useVolume(): number {
  return useSyncExternalStore(subscribeVolume, readVolume, () => initialVolume);
}
