import { Alert, Button, Group, Loader, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import {
  type NotificationSetting,
  type NotificationType,
  notificationSources,
  notificationTypes,
  typesWithActor,
} from "../../../api/schema/notification";
import {
  selectSettings,
  selectSettingsFailed,
  selectSettingsLoading,
  selectSettingsProblem,
} from "../../../machines/notifications/notification-settings.selectors";
import { notificationSettingsLogic } from "../../app/wiring/notifications";
import { VolumeControl } from "../../components/sound/volume-control";
import { ruNotifications, ruNotificationSettings as t } from "../../i18n/ru.notifications";
import css from "./profile.module.css";
import { SettingsSection } from "./settings-section";

/** Whether the browser shows our desktop alerts: asked once, from a button (browsers want a click). */
/** The segmented control's value as a source (it only offers sources). */
const sourceOf = (value: string) => notificationSources.find((source) => source === value) ?? "everyone";

function DesktopPermission() {
  const supported = typeof Notification !== "undefined";
  const [permission, setPermission] = useState(supported ? Notification.permission : "denied");
  if (!supported) return <Text size="sm">{t.desktopUnsupported}</Text>;
  if (permission === "granted") return <Text size="sm">{t.desktopAllowed}</Text>;
  if (permission === "denied") return <Text size="sm">{t.desktopDenied}</Text>;
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      {t.allowDesktop}
    </Button>
  );
}

/**
 * The notifications section of the settings page: per type, whether it is shown, rings and alerts on the
 * desktop, and from whom (types with a sender); the volume of the sounds; the browser's permission.
 * Each switch is saved as it moves (notificationSettingsMachine).
 */
export function NotificationSettingsSection() {
  const settings = useActorRef(notificationSettingsLogic);
  const shown = useSelector(settings, selectSettings);
  const loading = useSelector(settings, selectSettingsLoading);
  const failed = useSelector(settings, selectSettingsFailed);
  const problem = useSelector(settings, selectSettingsProblem);
  const change = (notificationType: NotificationType, next: Partial<NotificationSetting>) =>
    settings.send({ type: "settings.change", notificationType, change: next });

  return (
    <SettingsSection id="notification-settings" title={t.title} text={t.text} data-section="notifications">
      {loading ? <Loader role="status" size="sm" aria-label={t.loading} /> : null}
      {failed ? (
        <Alert color="red" role="alert" p="xs">
          {t.failed} {problem?.message}{" "}
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => settings.send({ type: "settings.retry" })}
          >
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {shown && problem ? (
        <Alert color="red" role="alert" p="xs">
          {t.saveFailed}
        </Alert>
      ) : null}
      {shown ? (
        <Stack gap="sm">
          {notificationTypes.map((type) => {
            const setting = shown[type];
            const name = ruNotifications.types[type];
            return (
              <fieldset key={type} className={css.choice} data-notification-setting={type}>
                <legend className={css.choiceName}>{name}</legend>
                <Group gap="md" wrap="wrap">
                  <Switch
                    label={t.show}
                    checked={setting.show}
                    disabled={type === "system"}
                    onChange={(event) => change(type, { show: event.currentTarget.checked })}
                  />
                  <Switch
                    label={t.sound}
                    checked={setting.sound}
                    onChange={(event) => change(type, { sound: event.currentTarget.checked })}
                  />
                  <Switch
                    label={t.desktop}
                    checked={setting.desktop}
                    onChange={(event) => change(type, { desktop: event.currentTarget.checked })}
                  />
                  {typesWithActor.includes(type) ? (
                    <SegmentedControl
                      size="xs"
                      aria-label={`${name}: ${t.from}`}
                      value={setting.from}
                      onChange={(from) => change(type, { from: sourceOf(from) })}
                      data={notificationSources.map((value) => ({ value, label: t[value] }))}
                    />
                  ) : null}
                </Group>
                {type === "system" ? <Text size="xs">{t.systemAlways}</Text> : null}
              </fieldset>
            );
          })}
          <Group gap="sm" align="center">
            <Text size="sm">{t.volume}</Text>
            <VolumeControl />
          </Group>
          <Group>
            <DesktopPermission />
          </Group>
        </Stack>
      ) : null}
    </SettingsSection>
  );
}
