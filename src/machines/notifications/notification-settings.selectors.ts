import type { SnapshotFrom } from "xstate";
import type { NotificationSettings } from "../../api/schema/notification";
import type { Problem } from "../lib/problem";
import type { notificationSettingsMachine } from "./notification-settings.machine";

type Snapshot = SnapshotFrom<typeof notificationSettingsMachine>;

/** The choices shown (with a change being saved); null until loaded. */
export const selectSettings = (s: Snapshot): NotificationSettings | null => s.context.settings;
/** Why loading or saving failed, or null. */
export const selectSettingsProblem = (s: Snapshot): Problem | null => s.context.problem;
export const selectSettingsLoading = (s: Snapshot): boolean => s.matches("loading");
export const selectSettingsFailed = (s: Snapshot): boolean => s.matches("failed");
export const selectSettingsSaving = (s: Snapshot): boolean => s.matches({ ready: "saving" });
