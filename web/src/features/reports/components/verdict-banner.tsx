import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutcomeRules } from '@oligowatch/science';
import {
  reportsInsightsMessages as m,
  reportsAssaysMessages,
  reportsOutcomesMessages,
} from '@oligowatch/shared/messages/reports';
import type { ReportInsights, VerdictLevel } from '@oligowatch/shared/schemas/insights';
import { IconAlertOctagon, IconAlertTriangle, IconCircleCheck } from '../../../components/icons';
import { formatPercent } from '../utils/format-numbers';
import { verdictColor } from '../utils/verdict-color';
import classes from './print.module.css';
import { RulesUsed } from './rules-used';
import { VerdictBadge } from './verdict-badge';
import { VerdictReasons } from './verdict-reasons';

const icons: Record<VerdictLevel, typeof IconCircleCheck> = {
  PASS: IconCircleCheck,
  CAUTION: IconAlertTriangle,
  ACTION: IconAlertOctagon,
};

/**
 * The top of a complete report: the product's verdict in its colour with the reasons, the
 * inclusivity, the samples left out of it (from engine 2 on, those not assessed for every oligo;
 * before, the undetermined ones) and the rules used. A report posted whole has no insights and
 * says so in one line rather than showing an empty verdict.
 */
export function VerdictBanner({
  insights,
  outcomes,
  partialSites,
}: {
  insights: ReportInsights | undefined;
  /** The report's outcome rules (engine 2 on). */
  outcomes?: OutcomeRules;
  /** Engine 3 on: partial sites and absent regions judged (issue 31). */
  partialSites?: boolean;
}) {
  if (!insights) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={m.verdictHeading}>
        <Text c="dimmed">{m.noInsights}</Text>
      </Paper>
    );
  }
  const { product, thresholds } = insights;
  const { level } = product.verdict;
  // Since issue 23 the product's figures are its assays': detected by an assay, of those some assay was judged on.
  const byAssay = insights.assays !== undefined;
  const Icon = icons[level];
  return (
    <Alert
      // A region named by its title (Mantine links the title): 'Assay verdict PASS …'.
      role="region"
      color={verdictColor[level]}
      variant="light"
      radius="md"
      icon={<Icon size={22} aria-hidden />}
      className={`${classes.exactColors} ${classes.keepTogether}`}
      data-level={level}
      title={
        <Group gap="sm">
          <Text fw={700} size="lg">
            {m.verdictHeading}
          </Text>
          <VerdictBadge level={level} />
          <Text size="sm" c="dimmed">
            {m.verdictLevelWords[level]}
          </Text>
        </Group>
      }
    >
      <Stack gap="sm">
        <VerdictReasons reasons={product.verdict.reasons} label={m.verdictLabel(level)} />
        <Group gap="xl">
          <Text size="sm" fw={600}>
            {/* "0% of 0 samples" would read as a failing assay: say that none could be judged. */}
            {byAssay
              ? product.samples === 0
                ? reportsAssaysMessages.inclusivityNone
                : reportsAssaysMessages.inclusivity(
                    formatPercent(product.inclusivity_percent),
                    product.included_samples,
                    product.samples,
                  )
              : outcomes && product.samples === 0
                ? reportsOutcomesMessages.inclusivityNone
                : m.inclusivity(
                    formatPercent(product.inclusivity_percent),
                    product.included_samples,
                    product.samples,
                  )}
          </Text>
          <Text size="sm" fw={600}>
            {byAssay
              ? reportsAssaysMessages.productLeftOut(product.undetermined_samples)
              : outcomes
                ? reportsOutcomesMessages.productLeftOut(product.undetermined_samples)
                : m.undeterminedSamples(product.undetermined_samples)}
          </Text>
        </Group>
        <RulesUsed
          thresholds={thresholds}
          outcomes={outcomes}
          partialSites={partialSites}
          byAssay={byAssay}
          tmConditions={insights.tm_conditions}
        />
      </Stack>
    </Alert>
  );
}
