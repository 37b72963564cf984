import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReportCard as ReportCardData } from '@oligowatch/shared/schemas/report';
import type { ReactNode } from 'react';
import { IconCalendarRepeat, IconFileReport, IconVirus } from './icons';

/** Our rule for the separator colour (the spec leaves it unshown): reports blue, schedules yellow. */
const accentOf = (type: ReportCardData['cardType']) => (type === 'report' ? 'blue' : 'yellow');

const targetColor: Record<string, string> = { Influenza: 'grape', RSV: 'teal', Covid: 'orange' };

/** One labelled line of a card: the label left, the value right (cut, with its full text on hover). */
export function CardDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        ta="right"
        truncate
        title={typeof children === 'string' ? children : undefined}
      >
        {children}
      </Text>
    </Group>
  );
}

interface ReportCardFrameProps {
  card: ReportCardData;
  /** Lines after the age (or frequency) and before the mismatch count: a schedule's last and next run. */
  extraDetails?: ReactNode;
  /** Shown under the details: why a broken schedule stopped. */
  notice?: ReactNode;
  /** The card's buttons. */
  children: ReactNode;
}

/**
 * The card Home shows for a recent report (features/reports) and for a schedule (features/schedules),
 * from SPEC.md's card fields: here so both features draw the same card without importing each other.
 */
export function ReportCardFrame({ card, extraDetails, notice, children }: ReportCardFrameProps) {
  const accent = accentOf(card.cardType);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow="xs"
      style={{ borderTop: `4px solid var(--mantine-color-${accent}-5)` }}
      component="article"
      aria-label={card.cardTitle}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon
              size={40}
              radius="md"
              variant="light"
              color={targetColor[card.targetNameFmtd] ?? 'gray'}
            >
              <IconVirus size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text fw={700} lineClamp={2}>
                {card.cardTitle}
              </Text>
              <Text size="xs" c="dimmed">
                {card.targetNameFmtd}
              </Text>
            </Stack>
          </Group>
          <Badge
            variant="light"
            color={accent}
            style={{ flexShrink: 0 }}
            leftSection={
              card.cardType === 'report' ? (
                <IconFileReport size={12} aria-hidden />
              ) : (
                <IconCalendarRepeat size={12} aria-hidden />
              )
            }
          >
            {card.cardType}
          </Badge>
        </Group>
        <Stack gap={4}>
          <CardDetail label="Target">{card.targetName}</CardDetail>
          <CardDetail label="Reagent">{card.reagentName}</CardDetail>
          <CardDetail label={card.cardType === 'schedule' ? 'Frequency' : 'Age'}>{card.reportAge}</CardDetail>
          {extraDetails}
          <CardDetail label="Mismatches">{card.mismatchCount}</CardDetail>
        </Stack>
        {notice}
        <Group gap="xs" mt="auto" pt="xs">
          {children}
        </Group>
      </Stack>
    </Card>
  );
}
