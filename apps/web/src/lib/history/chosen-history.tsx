import { Select, Title } from '@mantine/core';
import type { useHistory } from './history-api';
import { HistoryView } from './history-view';

type TProps<TKey extends string | number> = {
  /** What one item is called in the select ("Profile", "Release"). */
  label: string;
  options: readonly { value: TKey; label: string }[];
  chosen: TKey;
  onChoose: (value: TKey) => void;
  history: ReturnType<typeof useHistory>;
  actions?: Record<string, string>;
};

/**
 * A list screen's "History" section: the history of one of its items, chosen here or by editing
 * it above (the screen keeps the choice and asks for that item's history).
 */
export function ChosenHistory<TKey extends string | number>({
  label,
  options,
  chosen,
  onChoose,
  history,
  actions,
}: TProps<TKey>) {
  return (
    <>
      <Title order={3} mt="xl">
        History
      </Title>
      <Select
        label={label}
        w={260}
        data={options.map((option) => ({ value: String(option.value), label: option.label }))}
        value={String(chosen)}
        onChange={(value) => {
          const option = options.find((item) => String(item.value) === value);
          if (option) onChoose(option.value);
        }}
        allowDeselect={false}
      />
      <HistoryView history={history} actions={actions} />
    </>
  );
}
