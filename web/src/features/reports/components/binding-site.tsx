import { reportsViewMessages } from '@oligowatch/shared/messages/reports';
import { type BindingSiteKind, bindingSiteParts } from '../utils/binding-site-parts';
import classes from './binding-site.module.css';

const meaning: Record<Exclude<BindingSiteKind, 'match'>, string> = {
  substitution: reportsViewMessages.legendSubstitution,
  undetermined: reportsViewMessages.legendAmbiguous,
  gap: reportsViewMessages.legendGap,
};

/**
 * A variant's binding site in monospace, with the columns that differ from the oligo marked: red
 * for a substitution, orange for a gap, grey hatching for an undetermined sample base.
 */
export function BindingSite({ site, matchLine }: { site: string; matchLine: string }) {
  return (
    <span className={classes.site} data-binding-site={site}>
      {bindingSiteParts(site, matchLine).map((part, index) =>
        part.kind === 'match' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder.
          <span key={index}>{part.text}</span>
        ) : (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder.
            key={index}
            className={`${classes.mark} ${classes[part.kind]}`}
            data-kind={part.kind}
            title={meaning[part.kind]}
          >
            {part.text}
          </mark>
        ),
      )}
    </span>
  );
}
