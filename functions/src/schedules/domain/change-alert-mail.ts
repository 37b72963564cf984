import { schedulesChangeAlertMessages } from '@oligowatch/shared/messages/schedules';
import type { RunComparison } from '@oligowatch/shared/schemas/run-comparison';
import { escapeHtml } from '../../lib/mail/escape-html';
import type { OutgoingMail } from '../../lib/mail/send-mail';

/** 2026-11-23T19:21:49.000Z -> 2026-11-23 19:21 UTC: a mail has no reader's time zone to go by. */
const readableTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Which samples the alert was judged on (issue 33, item 3), in words. */
export const judgedOn = (comparison: RunComparison): string => {
  const cohort = comparison.new_cohort;
  if (!cohort) return schedulesChangeAlertMessages.alertJudgedOnWindowNoCohort;
  return cohort.judged_on === 'new_cohort'
    ? schedulesChangeAlertMessages.alertJudgedOnCohort(cohort.samples, cohort.assessed)
    : schedulesChangeAlertMessages.alertJudgedOnWindow(cohort.assessed, cohort.min_assessed);
};

/**
 * The change alert of a scheduled run (issue 13): which oligos got worse since the previous run, by
 * how much (the comparison's alert texts carry the figures), and a link to the report.
 */
export const changeAlertMail = (
  to: string,
  title: string,
  comparison: RunComparison,
  reportLink: string,
): OutgoingMail => {
  const cohort = comparison.new_cohort;
  // Issue 33, item 3: the alerts of what the run was judged on, and which it was.
  const judged = cohort?.judged_on === 'new_cohort' ? cohort.oligos : comparison.oligos;
  const changed = judged.filter((oligo) => oligo.alerts.length > 0);
  const intro = schedulesChangeAlertMessages.alertIntro(
    title,
    readableTime(comparison.previous_creation_date),
  );
  const basis = judgedOn(comparison);
  const textLines = changed.map((oligo) => `- ${oligo.oligo}: ${oligo.alerts.join(' ')}`);
  const htmlItems = changed.map(
    (oligo) =>
      `<li><strong>${escapeHtml(oligo.oligo)}</strong>: ${oligo.alerts.map(escapeHtml).join(' ')}</li>`,
  );
  return {
    to,
    subject: schedulesChangeAlertMessages.alertSubject(title),
    text: `${intro}\n\n${textLines.join('\n')}\n\n${basis}\n\n${schedulesChangeAlertMessages.alertOpen}:\n${reportLink}\n\nOligoWatch`,
    html: `<p>${escapeHtml(intro)}</p><ul>${htmlItems.join('')}</ul><p>${escapeHtml(basis)}</p><p><a href="${escapeHtml(reportLink)}">${escapeHtml(schedulesChangeAlertMessages.alertOpen)}</a></p><p>OligoWatch</p>`,
  };
};
