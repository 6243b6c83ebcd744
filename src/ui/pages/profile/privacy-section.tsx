import "@mantine/core/styles/Radio.css";
import { Alert, Button, Loader, Radio, Stack } from "@mantine/core";
import { setPrivacy } from "../../../api/endpoints/settings";
import { type Privacy, privacyLevels } from "../../../api/schema/settings";
import { privacyLogic, savePrivacyLogic } from "../../app/wiring/profile";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { useResource } from "../../components/use-resource";
import { ruPrivacy as t } from "../../i18n/ru.settings";
import { SettingsSection } from "./settings-section";

/** Who may write to the member and who sees their friends: read, then saved together. */
export function PrivacySection() {
  const { data: privacy, problem, reload } = useResource(privacyLogic, undefined);
  return (
    <SettingsSection id="privacy-title" title={t.title} text={t.text} data-section="privacy">
      {privacy ? (
        <PrivacyForm privacy={privacy} />
      ) : problem ? (
        <Alert color="red" role="alert" p="xs">
          {t.loadFailed}: {problem.message}{" "}
          <Button size="xs" variant="subtle" onClick={reload}>
            {t.retry}
          </Button>
        </Alert>
      ) : (
        <Loader role="status" size="sm" aria-label={t.loading} />
      )}
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
      <ProblemAlert problem={form.problem} />
      {form.succeeded ? (
        <Alert color="green" role="status" p="xs">
          {t.saved}
        </Alert>
      ) : null}
      <SubmitButton form={form}>{t.save}</SubmitButton>
    </MachineForm>
  );
}
