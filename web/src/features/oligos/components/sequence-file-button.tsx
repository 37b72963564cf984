import { Button, FileButton, Group, Text } from '@mantine/core';
import { oligosAddMessages } from '@oligowatch/shared/messages/oligos';
import { useState } from 'react';
import { IconFileUpload } from '../../../components/icons';
import { showErrorToast } from '../../../lib/toast';

const isTxt = (file: File): boolean => file.name.toLowerCase().endsWith('.txt');

/**
 * 'Choose File': a .txt file whose whole text replaces the sequence field (SPEC.md section 2).
 * Only .txt is accepted; the picker offers only .txt, and anything else that arrives is refused.
 */
export function SequenceFileButton({ onText }: { onText: (text: string) => void }) {
  const [fileName, setFileName] = useState<string | null>(null);
  const onChange = async (file: File | null) => {
    if (!file) return;
    if (!isTxt(file)) {
      showErrorToast(oligosAddMessages.txtOnly);
      return;
    }
    onText(await file.text());
    setFileName(file.name);
  };
  return (
    <Group gap="sm">
      <FileButton onChange={onChange} accept=".txt,text/plain">
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
            Choose File
          </Button>
        )}
      </FileButton>
      <Text size="sm" c="dimmed">
        {fileName ?? 'No file chosen (.txt only)'}
      </Text>
    </Group>
  );
}
