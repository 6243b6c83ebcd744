import "@mantine/core/styles/Radio.css";
import { Radio, Stack } from "@mantine/core";
import { setPrivacy } from "../../../api/endpoints/settings";
import { type Privacy, privacyLevels } from "../../../api/schema/settings";
import { privacyLogic, savePrivacyLogic } from "../../app/wiring/profile";
import { FormOutcome, MachineForm, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruPrivacy as t } from "../../i18n/ru.settings";
import { SettingsSection } from "./settings-section";

/** Who may write to the member and who sees their friends: read, then saved together. */
export function PrivacySection() {
  const privacy = useResource(privacyLogic, undefined);
  return (
    <SettingsSection id="privacy-title" title={t.title} text={t.text} data-section="privacy">
      <ResourceView resource={privacy} loading={t.loading} failed={t.loadFailed}>
        {(saved) => <PrivacyForm privacy={saved} />}
      </ResourceView>
    </SettingsSection>
  );
}

function PrivacyForm({ privacy }: { privacy: Privacy }) {
  const form = useForm(savePrivacyLogic, { schema: setPrivacy.body });
  return (
    <MachineForm form={form}>
      {(["write", "friends"] as const).map((part) => (
        <Radio.Group
          key={part}
          name={part}
          label={t[part]}
          defaultValue={privacy[part]}
          error={form.fieldErrors[part]}
        >
          <Stack gap={6} mt={6}>
            {privacyLevels.map((level) => (
              <Radio key={level} value={level} label={t.levels[level]} size="md" />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <FormOutcome form={form} saved={t.saved} />
      <SubmitButton form={form}>{t.save}</SubmitButton>
    </MachineForm>
  );
}
