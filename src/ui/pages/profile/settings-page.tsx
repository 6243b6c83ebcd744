import "../../components/mantine-styles";
import { Group, Loader, Text, Title } from "@mantine/core";
import { selectUser } from "../../../machines/session/session.selectors";
import { ButtonLink } from "../../components/links";
import { ru } from "../../i18n/ru";
import { ruSettingsPage } from "../../i18n/ru.account";
import { ruProfileSection } from "../../i18n/ru.settings";
import { useSession } from "../../session/hooks";
import { BackgroundsSection } from "./backgrounds-section";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { NotificationSettingsSection } from "./notification-settings-section";
import { PasswordSection } from "./password-section";
import { PhoneSection } from "./phone-section";
import { PrivacySection } from "./privacy-section";
import css from "./profile.module.css";
import { SettingsSection } from "./settings-section";

/**
 * /profile/{id}/settings (the owner only, see its guards): the profile's pages, the password, the e-mail
 * address, phone confirmation, privacy, the page background, notifications and sounds, account deletion.
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
      <ProfileLinksSection id={id} />
      <PasswordSection />
      <EmailSection user={user} />
      <PhoneSection user={user} />
      <PrivacySection />
      <BackgroundsSection />
      <NotificationSettingsSection />
      <DeleteAccountSection />
    </div>
  );
}

/** Where the profile itself is edited: the card's form, interests, favorites. */
function ProfileLinksSection({ id }: { id: number }) {
  return (
    <SettingsSection id="profile-links-title" title={ruProfileSection.title} text={ruProfileSection.text}>
      <Group gap="xs">
        <ButtonLink to="/profile/$id" params={{ id }} search={{ type: "edit" }} variant="light">
          {ruProfileSection.edit}
        </ButtonLink>
        <ButtonLink to="/profile/$id/interests" params={{ id }} variant="default">
          {ruProfileSection.interests}
        </ButtonLink>
        <ButtonLink to="/profile/$id/favorites" params={{ id }} variant="default">
          {ruProfileSection.favorites}
        </ButtonLink>
      </Group>
    </SettingsSection>
  );
}
