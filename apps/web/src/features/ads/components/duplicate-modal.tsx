import { Button, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useLocales } from '../../../lib/reference/reference-api';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';

type TProps = {
  opened: boolean;
  /** "banner" or "alert", for the words. */
  what: string;
  name: string;
  /** The locale it is in (not offered). */
  locale: string;
  saving: boolean;
  /** Makes the copies; answers how many were made. */
  duplicate: (locales: string[]) => Promise<number>;
  onClose: () => void;
};

/** Copies a banner or an alert to other locales; the copies start inactive, to be translated first. */
export function DuplicateModal({ opened, what, name, locale, saving, duplicate, onClose }: TProps) {
  const locales = useLocales();
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setChosen([]);
      setProblem(null);
    }
  }, [opened]);
  const data = (locales.data?.locales ?? [])
    .filter((item) => item.code !== locale)
    .map((item) => ({ value: item.code, label: `${item.name} (${item.code})` }));

  const send = async () => {
    setProblem(null);
    try {
      const count = await duplicate(chosen);
      pushNotification({
        type: 'success',
        title: `${count} ${count === 1 ? 'copy' : 'copies'} of “${name}” made (inactive)`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const { submit, busy } = useSubmitOnce(send);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Duplicate the ${what} to other locales`}
      centered
    >
      <Stack gap="sm">
        <MultiSelect
          label="Locales"
          data={data}
          value={chosen}
          onChange={setChosen}
          searchable
          placeholder="Choose locales"
        />
        <Text size="sm" c="dimmed">
          The copies are inactive until someone translates and switches them on.
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <DialogButtons onCancel={onClose}>
          <Button onClick={() => submit()} loading={saving || busy} disabled={chosen.length === 0}>
            Duplicate to {chosen.length} locale{chosen.length === 1 ? '' : 's'}
          </Button>
        </DialogButtons>
      </Stack>
    </Modal>
  );
}
