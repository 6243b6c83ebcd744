import "../../components/mantine-styles";
import { Loader, Paper, Text, Title } from "@mantine/core";
import { selectUser } from "../../../machines/session/session.selectors";
import { ru } from "../../i18n/ru";
import { ruSettingsPage } from "../../i18n/ru.account";
import { useSession } from "../../session/hooks";
import { BackgroundsSection } from "./backgrounds-section";
import { DeleteAccountSection } from "./delete-account-section";
import { NotificationSettingsSection } from "./notification-settings-section";
import { PasswordSection } from "./password-section";
import { PhoneSection } from "./phone-section";
import css from "./profile.module.css";

/**
 * /profile/{id}/settings (the owner only, see its guards): the password, phone confirmation, the page
 * background, notifications and account deletion.
 */
export function SettingsPage({ id }: { id: number }) {
  const user = useSession(selectUser);
  if (!user || user.id !== id) {
    // The guard lets only the owner in; this is the moment the session is being settled.
    return (
      <div role="status" style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <Loader size="sm" aria-hidden="true" />
        <Text>{ru.session.checking}</Text>
      </div>
    );
  }
  return (
    <div className={css.stack} data-page="settings">
      <Title order={1} className={css.name}>
        {ruSettingsPage.title}
      </Title>
      <Paper withBorder radius="lg" className={css.card}>
        <PasswordSection />
      </Paper>
      <Paper withBorder radius="lg" className={css.card}>
        <PhoneSection user={user} />
      </Paper>
      <Paper withBorder radius="lg" className={css.card}>
        <BackgroundsSection />
      </Paper>
      <Paper withBorder radius="lg" className={css.card}>
        <NotificationSettingsSection />
      </Paper>
      <Paper withBorder radius="lg" className={css.card}>
        <DeleteAccountSection />
      </Paper>
    </div>
  );
}
