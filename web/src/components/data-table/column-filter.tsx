import { ActionIcon, TextInput } from '@mantine/core';
import { IconX } from '../icons';
import type { ColumnFilterMode } from './types';

const modeWords: Record<ColumnFilterMode, string> = {
  startsWith: 'starts with',
  contains: 'contains',
  equals: 'equals',
};

interface ColumnFilterProps {
  title: string;
  mode: ColumnFilterMode;
  query: string;
  onQueryChange: (query: string) => void;
  close: () => void;
}

/** The body of a column's filter menu: one text box labelled with the column and how it matches. */
export function ColumnFilter({ title, mode, query, onQueryChange, close }: ColumnFilterProps) {
  return (
    <TextInput
      label={`${title} ${modeWords[mode]}`}
      value={query}
      inputMode={mode === 'equals' ? 'decimal' : undefined}
      data-autofocus
      onChange={(event) => onQueryChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') close();
      }}
      rightSection={
        query === '' ? null : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Clear ${title} filter`}
            onClick={() => onQueryChange('')}
          >
            <IconX size={14} />
          </ActionIcon>
        )
      }
    />
  );
}
