import { Button, Group, Input, Text } from '@mantine/core';

interface SelectionFieldProps {
  /** The field's header ('Target', 'Product'); the button reads 'Select <header>'. */
  header: string;
  /** What is selected, or null while nothing is. */
  selected: string | null;
  emptyText: string;
  required: boolean;
  disabled?: boolean;
  onOpen: () => void;
}

/** A form row whose value is picked in an overlay: header, the current choice and 'Select <header>'. */
export function SelectionField({
  header,
  selected,
  emptyText,
  required,
  disabled,
  onOpen,
}: SelectionFieldProps) {
  return (
    <Input.Wrapper label={header} labelElement="div" withAsterisk={required}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
        <Text c={selected ? undefined : 'dimmed'} truncate>
          {selected ?? emptyText}
        </Text>
        <Button variant="light" onClick={onOpen} disabled={disabled} style={{ flexShrink: 0 }}>
          {`Select ${header}`}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
